import { Badge, HStack, Text } from '@chakra-ui/react';
import type { SegmentStatus } from '@parley/api-contract';
import { useConversationText } from '../i18n/conversation-text';

/** The catalogue keys of the words for answers that did not complete; a completed or running answer shows no badge. */
export const segmentStatusLabels = {
  Stopped: { badge: 'statusStopped', detail: 'statusStoppedDetail' },
  Failed: { badge: 'statusFailed', detail: 'statusFailedDetail' },
  Interrupted: { badge: 'statusInterrupted', detail: 'statusInterruptedDetail' },
} as const satisfies Partial<Record<SegmentStatus, { badge: string; detail: string }>>;

export interface SegmentStatusBadgeProps {
  status: SegmentStatus;
}

/** Marks a stored answer that stopped early, so a partial answer is never taken for a whole one. */
export function SegmentStatusBadge({ status }: SegmentStatusBadgeProps) {
  const t = useConversationText();
  if (status !== 'Stopped' && status !== 'Failed' && status !== 'Interrupted') return null;
  const label = segmentStatusLabels[status];
  return (
    <HStack gap="2">
      <Badge colorPalette={status === 'Stopped' ? 'gray' : 'red'} variant="subtle">
        {t(label.badge)}
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {t(label.detail)}
      </Text>
    </HStack>
  );
}
