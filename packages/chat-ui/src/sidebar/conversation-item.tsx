import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { limits } from '@parley/api-contract';
import { LazyDeleteConfirmationDialog, useHasOpened } from '@parley/app-shell';
import { useChatText } from '../i18n/chat-text';
import { OptionsMenuButton } from './options-menu-button';

export interface ConversationItemProps {
  title: string;
  archived: boolean;
  /** The conversation open in the chat; marked as the current page. */
  selected: boolean;
  /** False while a tour runs (chat-spec section 4). */
  selectable: boolean;
  /** False for conversations with a banned or blocked agent (chat-spec section 6). */
  exportable: boolean;
  /** The tour's name for the options menu button; set on one row only. */
  optionsTourTarget?: string;
  onSelect: () => void;
  onRename: (title: string) => void;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
  onExport: () => void;
}

interface RenameFieldProps {
  title: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves, clicking outside or Escape cancels, 50 characters at most. */
function RenameField({ title, onSave, onCancel }: RenameFieldProps) {
  const [text, setText] = useState(title);
  const t = useChatText();
  const input = useRef<HTMLInputElement>(null);

  // The menu gives focus back to its trigger as it closes; take it once that has happened.
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, []);

  // Outside clicks, not blur, cancel: the closing menu moves focus without any click.
  useEffect(() => {
    const cancelOutside = (event: PointerEvent) => {
      if (!input.current?.contains(event.target as Node)) onCancel();
    };
    document.addEventListener('pointerdown', cancelOutside);
    return () => document.removeEventListener('pointerdown', cancelOutside);
  }, [onCancel]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const trimmed = text.trim();
      if (trimmed && trimmed !== title) onSave(trimmed);
      onCancel();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Input
      ref={input}
      size="sm"
      aria-label={t('conversationTitle')}
      maxLength={limits.conversationTitleMaxLength}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** One conversation in the history or archive, with its options menu (chat-spec section 2). */
export function ConversationItem({
  title,
  archived,
  selected,
  selectable,
  exportable,
  optionsTourTarget,
  onSelect,
  onRename,
  onArchive,
  onUnarchive,
  onDelete,
  onExport,
}: ConversationItemProps) {
  const [renaming, setRenaming] = useState(false);
  const t = useChatText();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteDialogOpened = useHasOpened(confirmingDelete);
  // Where focus returns when the dialog closes: the menu that opened it has closed by then.
  const optionsButton = useRef<HTMLButtonElement>(null);

  const onMenuSelect = (value: string) => {
    if (value === 'rename') setRenaming(true);
    else if (value === 'archive') onArchive();
    else if (value === 'unarchive') onUnarchive();
    else if (value === 'export') onExport();
    else if (value === 'delete') setConfirmingDelete(true);
  };

  return (
    <HStack height="100%" gap="1" paddingInline="2">
      {renaming ? (
        <RenameField title={title} onSave={onRename} onCancel={() => setRenaming(false)} />
      ) : (
        <Button
          variant={selected ? 'subtle' : 'ghost'}
          colorPalette={selected ? 'brand' : 'gray'}
          size="sm"
          flex="1"
          minWidth="0"
          justifyContent="flex-start"
          aria-current={selected ? 'page' : undefined}
          disabled={!selectable}
          onClick={onSelect}
        >
          <Box as="span" dir="auto" truncate>
            {title}
          </Box>
        </Button>
      )}
      <OptionsMenuButton
        label={t('optionsFor', { name: title })}
        items={[
          { value: 'rename', label: t('rename') },
          archived
            ? { value: 'unarchive', label: t('unarchive') }
            : { value: 'archive', label: t('archive') },
          ...(exportable ? [{ value: 'export', label: t('export') }] : []),
          { value: 'delete', label: t('delete'), destructive: true },
        ]}
        onSelect={onMenuSelect}
        buttonRef={optionsButton}
        tourTarget={optionsTourTarget}
      />
      {deleteDialogOpened && (
        <LazyDeleteConfirmationDialog
          heading={t('deleteChatHeading')}
          name={title}
          open={confirmingDelete}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            onDelete();
            setConfirmingDelete(false);
          }}
          finalFocusEl={() => optionsButton.current}
        />
      )}
    </HStack>
  );
}
