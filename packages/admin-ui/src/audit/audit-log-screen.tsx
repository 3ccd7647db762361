import { Button, Spinner } from '@chakra-ui/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ApiExtra, baseApi } from '@parley/api-client';
import {
  accessAdminApi,
  useGetAuditEntryQuery,
  useListAuditEntriesInfiniteQuery,
} from '@parley/api-client/admin';
import type { AuditEntry } from '@parley/api-contract';
import {
  DataTable,
  describeServerError,
  notify,
  useInfiniteListSource,
  useUrlFilters,
} from '@parley/app-shell';
import { menuItemTitle } from '../console/console-messages';
import { ConsolePage } from '../console/console-page';
import { AuditEntryDrawer } from './audit-entry-drawer';
import { AuditFilters } from './audit-filters';
import { auditLogColumns, ShowEntityHistoryContext } from './audit-log-columns';
import {
  AUDIT_ENTRY_PARAM,
  auditFilterKeys,
  auditQueryOf,
  emptyAuditFilters,
} from './audit-window';
import type { AuditFilterValues } from './audit-window';
import { saveTextFile } from './save-text-file';

/** The page's title: the menu item's, so that the heading says what the menu promised. */
export const AUDIT_LOG_TITLE = menuItemTitle('/admin/audit');

/** The export's file name, as the server's Content-Disposition names it. */
export const AUDIT_EXPORT_FILE_NAME = 'audit-log.csv';

export const auditLogMessages = {
  description: 'Who changed what in the console, and when. Select an entry to see what changed.',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The audit log could not be exported',
  table: 'Audit log entries',
  empty: 'No changes were recorded in this time window.',
} as const;

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
const useApiDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, ApiExtra, UnknownAction>>();

type AuditParams = Partial<AuditFilterValues & Record<typeof AUDIT_ENTRY_PARAM, string>>;

/**
 * The audit log (admin-spec sections 2 and 7, CONSOLE.md): every administrative change, newest
 * first, filtered by the URL (so a filtered list and an open entry are links to share), in a
 * bounded window; an entry opens in a drawer with its before and after compared, its entity id
 * narrows the list to that entity's history, and Export CSV saves what the filters match.
 */
export function AuditLogScreen() {
  const { filters, active } = useUrlFilters(auditFilterKeys);
  const [params, setParams] = useSearchParams();
  const entryId = params.get(AUDIT_ENTRY_PARAM) || undefined;

  // The "now" a window counts back from: it stays while the filters do, so the list's query
  // (and its cache entry) stays the same between renders, and moves on with each filter change.
  const [now, setNow] = useState(Date.now);
  const query = auditQueryOf(filters, now);
  const source = useInfiniteListSource(useListAuditEntriesInfiniteQuery(query));

  // An entry among the loaded rows opens at once; one that is not (a permalink, an entry of
  // another window) is fetched.
  const loadedEntry = entryId ? source.rows.find((row) => row.auditEntryId === entryId) : undefined;
  const fetchedEntry = useGetAuditEntryQuery(entryId ?? skipToken, {
    skip: loadedEntry !== undefined,
  });
  const entry = loadedEntry ?? fetchedEntry.currentData;
  const returnFocus = useRef<HTMLElement | null>(null);

  // One URL update for everything that changes at once: two in a row would each start from the
  // same old URL and the second would undo the first.
  const update = (changes: AuditParams) => {
    if (Object.keys(changes).some((key) => key !== AUDIT_ENTRY_PARAM)) setNow(Date.now());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  const openEntry = (row: AuditEntry) => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    update({ [AUDIT_ENTRY_PARAM]: row.auditEntryId });
  };
  const showHistory = (row: AuditEntry) =>
    update({ type: row.type, aggregateRootId: row.aggregateRootId, [AUDIT_ENTRY_PARAM]: '' });

  const dispatch = useApiDispatch();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      // Not kept in the cache once saved: an export can be tens of megabytes.
      const csv = await dispatch(
        accessAdminApi.endpoints.exportAuditEntries.initiate(query, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      saveTextFile(csv, AUDIT_EXPORT_FILE_NAME, 'text/csv;charset=utf-8');
    } catch (error) {
      notify.error(auditLogMessages.exportFailed, describeServerError(error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ConsolePage
      title={AUDIT_LOG_TITLE}
      description={auditLogMessages.description}
      actions={
        <Button
          type="button"
          variant="outline"
          // Not `disabled` while exporting: a disabled button drops the keyboard focus.
          aria-disabled={exporting || undefined}
          onClick={() => void exportCsv()}
        >
          {exporting && <Spinner size="sm" />}
          {exporting ? auditLogMessages.exporting : auditLogMessages.export}
        </Button>
      }
    >
      <AuditFilters values={filters} onChange={update} />
      <ShowEntityHistoryContext value={showHistory}>
        <DataTable
          aria-label={auditLogMessages.table}
          source={source}
          columns={auditLogColumns}
          getRowId={(row) => row.auditEntryId}
          onRowClick={openEntry}
          emptyMessage={auditLogMessages.empty}
          filtersActive={active}
          onClearFilters={() => update(emptyAuditFilters)}
        />
      </ShowEntityHistoryContext>
      <AuditEntryDrawer
        open={entryId !== undefined}
        onClose={() => update({ [AUDIT_ENTRY_PARAM]: '' })}
        entry={entry}
        error={loadedEntry ? undefined : fetchedEntry.error}
        onShowHistory={showHistory}
        finalFocusEl={() => (returnFocus.current?.isConnected ? returnFocus.current : null)}
      />
    </ConsolePage>
  );
}
