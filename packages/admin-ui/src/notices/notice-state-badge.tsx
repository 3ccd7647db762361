import { Badge } from '@chakra-ui/react';
import type { NoticeState } from '@parley/api-contract';
import { noticeScreenMessages as messages } from './notice-messages';

/** Each state's colour: scheduled ahead, shown now, over. */
export const noticeStateColors: Record<NoticeState, string> = {
  Scheduled: 'blue',
  Current: 'green',
  Ended: 'gray',
};

/** A notice's state as a badge, in words (the colour only repeats them). */
export function NoticeStateBadge({ state }: { state: NoticeState }) {
  return (
    <Badge colorPalette={noticeStateColors[state]} variant="subtle">
      {messages.stateLabels[state]}
    </Badge>
  );
}
