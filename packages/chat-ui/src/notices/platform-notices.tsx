import { Stack } from '@chakra-ui/react';
import { useDismissNoticeMutation, useListNoticesQuery } from '@parley/api-client';
import { useEffect } from 'react';
import { NoticeBanner } from './notice-banner';
import { noticeMessages } from './notice-messages';

/**
 * The signed-in user's current platform notices (`GET /api/messages`), above the chat's pages.
 * Dismiss hides a notice at once (api-client's optimistic update) and tells the server, which
 * keeps it hidden on the next load. The list is read again whenever the window regains focus, so
 * a notice published meanwhile shows. No notice (or none readable): nothing is drawn.
 */
export function PlatformNotices() {
  const { data, refetch } = useListNoticesQuery();
  const [dismiss] = useDismissNoticeMutation();

  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const notices = data?.items ?? [];
  if (notices.length === 0) return null;
  return (
    <Stack as="section" aria-label={noticeMessages.regionLabel} gap="0">
      {notices.map((notice) => (
        <NoticeBanner
          key={notice.messageId}
          notice={notice}
          onDismiss={(messageId) => void dismiss({ messageId })}
        />
      ))}
    </Stack>
  );
}
