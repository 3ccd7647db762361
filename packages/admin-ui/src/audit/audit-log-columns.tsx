import { Button } from '@chakra-ui/react';
import type { AuditEntry } from '@parley/api-contract';
import { createDataTableColumnHelper } from '@parley/app-shell';
import { createContext, useContext } from 'react';
import { formatLocalTime, formatUtcTime } from './audit-window';

/**
 * What the entity id of a row does: narrow the list to that entity's history. A context rather
 * than a column argument, so the columns stay one module-level array (a new array would make
 * the table start over).
 */
export const ShowEntityHistoryContext = createContext<(entry: AuditEntry) => void>(() => undefined);

export const auditColumnHeaders = {
  time: 'Time',
  user: 'User',
  type: 'Type',
  operation: 'Operation',
  entity: 'Entity id',
} as const;

/** The accessible name of a row's entity id button; it starts with what it shows. */
export const entityHistoryLabel = (entry: Pick<AuditEntry, 'aggregateRootId' | 'type'>) =>
  `${entry.aggregateRootId}: show the history of this ${entry.type}`;

function EntityIdCell({ entry }: { entry: AuditEntry }) {
  const showHistory = useContext(ShowEntityHistoryContext);
  return (
    <Button
      type="button"
      variant="plain"
      size="xs"
      px="0"
      h="auto"
      fontFamily="mono"
      fontWeight="normal"
      textDecoration="underline"
      colorPalette="brand"
      color="colorPalette.fg"
      aria-label={entityHistoryLabel(entry)}
      onClick={() => showHistory(entry)}
    >
      {entry.aggregateRootId}
    </Button>
  );
}

const column = createDataTableColumnHelper<AuditEntry>();

/** The audit log's columns: absolute local times (UTC on hover), who, what, and which entity. */
export const auditLogColumns = column.columns([
  column.accessor('timeStamp', {
    header: auditColumnHeaders.time,
    cell: ({ getValue }) => {
      const iso = getValue();
      return (
        <time dateTime={iso} title={formatUtcTime(iso)}>
          {formatLocalTime(iso)}
        </time>
      );
    },
  }),
  column.accessor('userName', { header: auditColumnHeaders.user }),
  column.accessor('type', { header: auditColumnHeaders.type }),
  column.accessor('domainOperation', { header: auditColumnHeaders.operation }),
  column.display({
    id: 'aggregateRootId',
    header: auditColumnHeaders.entity,
    cell: ({ row }) => <EntityIdCell entry={row.original} />,
  }),
]);
