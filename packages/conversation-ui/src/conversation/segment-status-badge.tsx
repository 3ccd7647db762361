import { Badge, HStack, Text } from '@chakra-ui/react';
import type { SegmentStatus } from '@parley/api-contract';

/** The words for answers that did not complete; a completed or running answer shows no badge. */
export const segmentStatusLabels = {
  Stopped: { badge: 'Stopped', detail: 'You stopped this answer.' },
  Failed: { badge: 'Failed', detail: 'The answer failed before it was complete.' },
  Interrupted: {
    badge: 'Interrupted',
    detail: 'The server restarted while answering; the answer is incomplete.',
  },
} as const satisfies Partial<Record<SegmentStatus, { badge: string; detail: string }>>;

export interface SegmentStatusBadgeProps {
  status: SegmentStatus;
}

/** Marks a stored answer that stopped early, so a partial answer is never taken for a whole one. */
export function SegmentStatusBadge({ status }: SegmentStatusBadgeProps) {
  if (status !== 'Stopped' && status !== 'Failed' && status !== 'Interrupted') return null;
  const label = segmentStatusLabels[status];
  return (
    <HStack gap="2">
      <Badge colorPalette={status === 'Stopped' ? 'gray' : 'red'} variant="subtle">
        {label.badge}
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {label.detail}
      </Text>
    </HStack>
  );
}
