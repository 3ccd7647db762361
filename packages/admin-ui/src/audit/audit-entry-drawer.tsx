import { Alert, Button, Code, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import type { ReactNode } from 'react';
import { DetailDrawer, FactList } from '../components/detail-drawer';
import { AuditDiffView } from './audit-diff-view';
import { formatLocalTime, formatUtcTime } from './audit-window';

export interface AuditEntryDrawerProps {
  /** Open while the URL names an entry. */
  open: boolean;
  onClose: () => void;
  /** The entry, once known (from the loaded rows, or fetched for a permalink). */
  entry: AuditEntry | undefined;
  /** Why the entry could not be fetched (a 404 says which entry is missing). */
  error?: unknown;
  /** Narrows the list to this entry's entity (its history). */
  onShowHistory: (entry: AuditEntry) => void;
  /** Where focus goes when the drawer closes (the row that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}

export const auditEntryMessages = {
  title: 'Audit entry',
  close: 'Close audit entry',
  loading: 'Loading the audit entry',
  failed: 'This audit entry could not be loaded',
  showHistory: 'Show the history of this entity',
} as const;

function EntryFields({ entry }: { entry: AuditEntry }) {
  const rows: [string, ReactNode][] = [
    [
      'Time',
      <Stack gap="0" key="time">
        <time dateTime={entry.timeStamp}>{formatLocalTime(entry.timeStamp)}</time>
        <Text as="span" color="fg.muted" textStyle="xs">
          {formatUtcTime(entry.timeStamp)}
        </Text>
      </Stack>,
    ],
    ['User', entry.userName || '—'],
    ['Type', entry.type],
    ['Operation', entry.domainOperation],
    ['Entity id', <Code key="entity">{entry.aggregateRootId}</Code>],
    ['Entry id', <Code key="entry">{entry.auditEntryId}</Code>],
  ];
  return <FactList facts={rows} />;
}

/**
 * One audit entry in a drawer at the page's end: who did what to which entity and when, and the
 * entity before and after, side by side with the differing keys marked. Focus moves in when it
 * opens, Escape closes it, and focus returns to `finalFocusEl`.
 */
export function AuditEntryDrawer({
  open,
  onClose,
  entry,
  error,
  onShowHistory,
  finalFocusEl,
}: AuditEntryDrawerProps) {
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={auditEntryMessages.title}
      closeLabel={auditEntryMessages.close}
      finalFocusEl={finalFocusEl}
    >
      {entry ? (
        <Stack gap="6">
          <EntryFields entry={entry} />
          <Button
            type="button"
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => onShowHistory(entry)}
          >
            {auditEntryMessages.showHistory}
          </Button>
          <AuditDiffView before={entry.details.before} after={entry.details.after} />
        </Stack>
      ) : error !== undefined ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{auditEntryMessages.failed}</Alert.Title>
            <Alert.Description>{describeServerError(error).message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Spinner role="status" aria-label={auditEntryMessages.loading} />
      )}
    </DetailDrawer>
  );
}
