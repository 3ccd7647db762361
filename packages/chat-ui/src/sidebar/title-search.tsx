import { IconButton, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { delays } from '@parley/api-contract';
import { chatEn } from '../i18n/chat-en';
import { useChatText } from '../i18n/chat-text';
import { SearchIcon } from './sidebar-icons';
import { useDebouncedValue } from './use-debounced-value';

/** The search field's placeholder in English (chat-spec section 2). */
export const SEARCH_PLACEHOLDER = chatEn.searchChatTitlesPlaceholder;

export interface TitleSearchProps {
  /** Called with the search text once typing has paused for 300 ms (chat-spec section 5). */
  onSearch: (search: string) => void;
  /** The tour's name for the search-titles button. */
  tourTarget?: string;
}

/**
 * The Chats tab's title search: a button that opens the field. Escape clears the text, or closes
 * the field when it is already empty (chat-spec section 5).
 */
export function TitleSearch({ onSearch, tourTarget }: TitleSearchProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const t = useChatText();
  const search = useDebouncedValue(text, delays.searchDebounceMs);

  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => onSearch(search), [search, onSearch]);

  // Opening moves focus into the field; closing hands it back to the button, for keyboard users.
  useEffect(() => {
    if (open) field.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (text) setText('');
    else setOpen(false);
  };

  if (!open) {
    return (
      <IconButton
        ref={button}
        aria-label={t('searchChatTitles')}
        variant="ghost"
        size="sm"
        data-tour={tourTarget}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Input
      ref={field}
      size="sm"
      type="search"
      aria-label={t('searchChatTitles')}
      placeholder={t('searchChatTitlesPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
