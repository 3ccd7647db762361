import { Badge } from '@chakra-ui/react';
import type { ReportStatus } from '@parley/api-contract';
import { moderationConsoleMessages as messages } from './moderation-messages';

/** Each status's colour (admin-spec section 3, status colours Open and Resolved). */
export const reportStatusColors: Record<ReportStatus, string> = {
  Open: 'orange',
  Resolved: 'green',
};

/** A report's status as a badge, in words (the colour only repeats them). */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge colorPalette={reportStatusColors[status]} variant="subtle">
      {messages.statusLabels[status]}
    </Badge>
  );
}
