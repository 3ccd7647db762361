import { Badge, Spinner } from '@chakra-ui/react';
import type { LibraryFileStatus } from '@parley/api-contract';
import { dataSourceConsoleMessages as messages } from './data-source-messages';

/** Each status's colour (admin-spec section 3, status colours). */
export const statusColors: Record<LibraryFileStatus, string> = {
  Queued: 'gray',
  Processing: 'blue',
  Online: 'green',
  Error: 'red',
  OutOfDate: 'orange',
};

/** A file's status as a badge, in words (the colour only repeats them). */
export function FileStatusBadge({ status }: { status: LibraryFileStatus }) {
  return (
    <Badge colorPalette={statusColors[status]} variant="subtle" gap="1">
      {status === 'Processing' && <Spinner size="xs" aria-hidden />}
      {messages.statusLabels[status]}
    </Badge>
  );
}
