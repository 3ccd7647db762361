import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useConversationText } from '../i18n/conversation-text';
import { useAnswering } from './answering-context';

export interface QuestionBubbleProps {
  question: string;
  /** Thumbnails and file chips sent with the question. */
  attachments?: ReactNode;
  /**
   * Present when the question may be edited: saving branches the conversation. The Edit button
   * hides while an answer streams.
   */
  onEdit?: (question: string) => void;
  /** Shown next to the question, e.g. the branch switcher. */
  aside?: ReactNode;
}

interface QuestionActionsProps {
  aside: ReactNode;
  /** Edit is offered, unless an answer is streaming. */
  canEdit: boolean;
  onStartEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The branch switcher and Edit under the question. The only part of the bubble that reads
 * whether an answer streams: a stream's start and end re-render this, not every visible question.
 */
function QuestionActions({ aside, canEdit, onStartEdit, editButtonRef }: QuestionActionsProps) {
  const answering = useAnswering();
  const t = useConversationText();
  const editable = canEdit && !answering;
  if (!aside && !editable) return null;
  return (
    <HStack gap="2">
      {aside}
      {editable && (
        <Button ref={editButtonRef} size="2xs" variant="ghost" onClick={onStartEdit}>
          {t('edit')}
        </Button>
      )}
    </HStack>
  );
}

/**
 * The user's question, on the reading end of the page's direction, its text in its own direction;
 * "Edit" opens it inline with Save and Cancel.
 */
export function QuestionBubble({ question, attachments, onEdit, aside }: QuestionBubbleProps) {
  const t = useConversationText();
  const [draft, setDraft] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const trimmed = draft?.trim() ?? '';

  useEffect(() => {
    if (editing) fieldRef.current?.focus();
  }, [editing]);

  const close = () => {
    setDraft(null);
    // Focus returns where it was, not to the top of the page.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };
  const save = () => {
    if (!trimmed) return;
    onEdit?.(trimmed);
    setDraft(null);
  };

  return (
    <Stack gap="1" alignItems="flex-end" ms="auto" maxW="85%">
      {editing ? (
        <Stack gap="2" w="full" minW={{ base: 'full', md: 'md' }}>
          <Field.Root>
            <Field.Label srOnly>{t('editQuestion')}</Field.Label>
            <Textarea
              ref={fieldRef}
              dir="auto"
              value={draft}
              autoresize
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
            />
            {/* A helper, not Field.ErrorText: the theme's error red on white fails contrast. */}
            {!trimmed && <Field.HelperText>{t('questionRequired')}</Field.HelperText>}
          </Field.Root>
          <HStack justify="flex-end" gap="2">
            <Button size="sm" variant="ghost" onClick={close}>
              {t('cancel')}
            </Button>
            <Button size="sm" colorPalette="brand" disabled={!trimmed} onClick={save}>
              {t('save')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Box bg="bg.muted" px="4" py="2" borderRadius="lg">
          {/* Its own direction: an English question reads left to right in the Arabic layout. */}
          <Text dir="auto" whiteSpace="pre-wrap" wordBreak="break-word">
            {question}
          </Text>
        </Box>
      )}
      {attachments}
      <QuestionActions
        aside={aside}
        canEdit={Boolean(onEdit) && !editing}
        onStartEdit={() => setDraft(question)}
        editButtonRef={editButtonRef}
      />
    </Stack>
  );
}
