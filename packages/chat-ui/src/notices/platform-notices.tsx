import { Stack } from '@chakra-ui/react';
import { useDismissNoticeMutation, useListNoticesQuery } from '@parley/api-client';
import { useEffect, useRef } from 'react';
import { NoticeBanner } from './notice-banner';
import { useChatText } from '../i18n/chat-text';

/**
 * The signed-in user's current platform notices (`GET /api/messages`), above the chat's pages.
 * Dismiss hides a notice at once (api-client's optimistic update) and tells the server, which
 * keeps it hidden on the next load; the focus moves to the next notice's Dismiss, so a keyboard
 * user is not left on a button that is gone. The list is read again whenever the window regains
 * focus, so a notice published meanwhile shows. No notice (or none readable): nothing is drawn.
 */
export function PlatformNotices() {
  const { data, refetch } = useListNoticesQuery();
  const [dismiss] = useDismissNoticeMutation();
  const t = useChatText();
  const region = useRef<HTMLDivElement>(null);
  /** Where the focus goes once a dismissed notice has gone: that notice's place in the list. */
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const notices = data?.items ?? [];

  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = region.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    buttons[Math.min(focusAt.current, buttons.length - 1)]?.focus();
    focusAt.current = null;
  }, [data]);

  if (notices.length === 0) return null;
  return (
    <Stack as="section" ref={region} aria-label={t('regionLabel')} gap="0">
      {notices.map((notice, index) => (
        <NoticeBanner
          key={notice.messageId}
          notice={notice}
          onDismiss={(messageId) => {
            focusAt.current = index;
            void dismiss({ messageId });
          }}
        />
      ))}
    </Stack>
  );
}
