import { adminLimits, paths } from '@parley/api-contract';
import type { AuditEntry } from '@parley/api-contract';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { auditFilterLabels } from './audit-filters';
import { auditEntryMessages } from './audit-entry-drawer';
import { auditEntryFixture } from './audit-fixtures';
import { entityHistoryLabel } from './audit-log-columns';
import { AUDIT_EXPORT_FILE_NAME, AuditLogScreen, auditLogMessages } from './audit-log-screen';

const day = 24 * 60 * 60 * 1000;
const listPath = paths.admin.audit();

const entry = auditEntryFixture;

const page = (items: AuditEntry[], continuationToken: string | null = null) => ({
  body: { items, continuationToken },
});

// The export test records downloads by spying on links.
afterEach(() => {
  vi.restoreAllMocks();
});

const renderScreen = (routes: ApiRoutes, route = '/audit') =>
  renderConsole({ route, pages: { '/audit': <AuditLogScreen /> }, api: routes });

/** The query of the URL the screen is at. */
const location = () => new URL(screen.getByLabelText('Location').textContent, 'http://console');
/** The queries of the list requests sent so far. */
const listQueries = (server: ApiTestServer) =>
  server.calls
    .filter((call) => call.startsWith(`GET ${listPath}?`) || call === `GET ${listPath}`)
    .map((call) => new URL(call.slice(4), 'http://api').searchParams);
const lastListQuery = (server: ApiTestServer) => listQueries(server).at(-1);

describe('AuditLogScreen', () => {
  it("titles the page like its menu item and lists the entries of the contract's default window, sent as timeStampFrom", async () => {
    const server = await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: auditLogMessages.table });
    await within(table).findByRole('cell', { name: 'Updated' });
    const from = Date.parse(lastListQuery(server)?.get('timeStampFrom') ?? '');
    const expected = Date.now() - adminLimits.auditDefaultWindowDays * day;
    expect(Math.abs(from - expected)).toBeLessThan(60_000);
    expect(screen.getByText('Showing the last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('puts a typed filter into the URL and the request once typing pauses, starting from the first page', async () => {
    const server = await renderScreen({
      [`GET ${listPath}`]: (url) =>
        url.searchParams.get('continuationToken') === 'page-2'
          ? page([entry(2)])
          : page([entry(1)], 'page-2'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: entityHistoryLabel(entry(2)) });

    await userEvent.type(screen.getByRole('textbox', { name: auditFilterLabels.userName }), 'ada');
    await waitFor(() => expect(location().searchParams.get('userName')).toBe('ada'));
    await waitFor(() => expect(lastListQuery(server)?.get('userName')).toBe('ada'));
    expect(lastListQuery(server)?.has('continuationToken')).toBe(false);
    // Once, for the whole word: the pause keeps each keystroke from starting the list over.
    expect(listQueries(server).filter((query) => query.has('userName'))).toHaveLength(1);
  });

  it('chooses the type from the known entity types, at once', async () => {
    const server = await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: auditFilterLabels.type }),
      'ChatAccessPolicy',
    );
    expect(location().searchParams.get('type')).toBe('ChatAccessPolicy');
    await waitFor(() => expect(lastListQuery(server)?.get('type')).toBe('ChatAccessPolicy'));
  });

  it('takes a start in local time and sends it as ISO UTC, in the URL and the request', async () => {
    const server = await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    fireEvent.change(screen.getByLabelText(auditFilterLabels.timeStampFrom), {
      target: { value: '2026-11-20T09:30' },
    });
    const utc = new Date(2026, 10, 20, 9, 30).toISOString();
    await waitFor(() => expect(location().searchParams.get('timeStampFrom')).toBe(utc));
    await waitFor(() => expect(lastListQuery(server)?.get('timeStampFrom')).toBe(utc));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('applies a preset window counted back from now, replacing chosen ends', async () => {
    const server = await renderScreen(
      { [`GET ${listPath}`]: page([entry(1)]) },
      '/audit?timeStampFrom=2026-11-01T00%3A00%3A00.000Z',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(location().searchParams.get('last')).toBe('7d');
    expect(location().searchParams.has('timeStampFrom')).toBe(false);
    expect(screen.getByText('Showing the last 7 days')).toBeInTheDocument();
    await waitFor(() => {
      const from = Date.parse(lastListQuery(server)?.get('timeStampFrom') ?? '');
      expect(Math.abs(from - (Date.now() - 7 * day))).toBeLessThan(60_000);
    });
  });

  it("narrows the list to an entity's history from its id, without opening the entry", async () => {
    const server = await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    await userEvent.click(
      await screen.findByRole('button', { name: entityHistoryLabel(entry(1)) }),
    );
    expect(location().searchParams.get('aggregateRootId')).toBe('r-1');
    expect(location().searchParams.get('type')).toBe('UserRole');
    expect(location().searchParams.has('entry')).toBe(false);
    await waitFor(() => expect(lastListQuery(server)?.get('aggregateRootId')).toBe('r-1'));
    expect(screen.getByRole('textbox', { name: auditFilterLabels.aggregateRootId })).toHaveValue(
      'r-1',
    );
  });

  it('opens a row in a drawer named in the URL (entry=), and Escape closes it and returns focus to the row', async () => {
    await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    const cell = await screen.findByRole('cell', { name: 'Updated' });
    await userEvent.click(cell);
    const drawer = await screen.findByRole('dialog', { name: auditEntryMessages.title });
    expect(location().searchParams.get('entry')).toBe(entry(1).auditEntryId);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(within(drawer).getByText(entry(1).aggregateRootId)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().searchParams.has('entry')).toBe(false);
    await waitFor(() => expect(cell.closest('tr')).toHaveFocus());
  });

  it('marks the key that differs between before and after', async () => {
    await renderScreen({ [`GET ${listPath}`]: page([entry(1)]) });
    await userEvent.click(await screen.findByRole('cell', { name: 'Updated' }));
    const drawer = await screen.findByRole('dialog', { name: auditEntryMessages.title });
    const changed = within(drawer).getByRole('list', { name: 'Changed keys' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['namechanged']);
    const after = within(drawer).getByRole('region', { name: 'After' });
    const marked = [...after.querySelectorAll('[data-change]')];
    expect(marked.map((line) => line.textContent)).toEqual(['~Changed:   "name": "Writers",']);
    expect(marked[0]?.getAttribute('data-change')).toBe('changed');
  });

  it('opens the drawer on a cold permalink, fetching an entry the list has not loaded', async () => {
    const old = entry(7, { aggregateRootId: 'old-role', timeStamp: '2026-01-01T00:00:00.000Z' });
    const server = await renderScreen(
      {
        [`GET ${listPath}`]: page([entry(1)]),
        [`GET ${paths.admin.auditEntry(old.auditEntryId)}`]: { body: old },
      },
      `/audit?entry=${old.auditEntryId}`,
    );
    const drawer = await screen.findByRole('dialog', { name: auditEntryMessages.title });
    expect(await within(drawer).findByText('old-role')).toBeInTheDocument();
    expect(server.calls).toContain(`GET ${paths.admin.auditEntry(old.auditEntryId)}`);
  });

  it("says why a permalink's entry could not be loaded, in the server's words", async () => {
    const missing = entry(8).auditEntryId;
    await renderScreen(
      {
        [`GET ${listPath}`]: page([entry(1)]),
        [`GET ${paths.admin.auditEntry(missing)}`]: errorAnswer(
          404,
          `No audit entry has the id "${missing}".`,
        ),
      },
      `/audit?entry=${missing}`,
    );
    const drawer = await screen.findByRole('dialog', { name: auditEntryMessages.title });
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(auditEntryMessages.failed);
    expect(alert).toHaveTextContent(`No audit entry has the id "${missing}".`);
  });

  it(`exports the current filters' entries from the export path and saves ${AUDIT_EXPORT_FILE_NAME}`, async () => {
    const csv = 'timeStamp,type,aggregateRootId,userName,domainOperation,before,after\r\n';
    const saved: { fileName: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs, and a link's download does nothing there: both are recorded.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:audit-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ fileName: this.download, blob });
    });
    const server = await renderScreen(
      {
        [`GET ${listPath}`]: page([entry(1)]),
        [`GET ${paths.admin.auditExport()}`]: { text: csv },
      },
      '/audit?type=UserRole&userName=ada',
    );
    await screen.findByRole('cell', { name: 'Updated' });
    await userEvent.click(screen.getByRole('button', { name: auditLogMessages.export }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(AUDIT_EXPORT_FILE_NAME);
    expect(await saved[0]?.blob.text()).toBe(csv);
    const exported = server.calls.find((call) =>
      call.startsWith(`GET ${paths.admin.auditExport()}?`),
    );
    const query = new URL(exported?.slice(4) ?? '', 'http://api').searchParams;
    expect(query.get('type')).toBe('UserRole');
    expect(query.get('userName')).toBe('ada');
    // The same window as the list shows.
    expect(query.get('timeStampFrom')).toBe(lastListQuery(server)?.get('timeStampFrom'));
  });

  it("shows a toast with the server's message when the export fails", async () => {
    const message = 'timeStampFrom: the window is longer than 366 days; choose a shorter one.';
    await renderScreen({
      [`GET ${listPath}`]: page([entry(1)]),
      [`GET ${paths.admin.auditExport()}`]: errorAnswer(400, message),
    });
    await screen.findByRole('cell', { name: 'Updated' });
    await userEvent.click(screen.getByRole('button', { name: auditLogMessages.export }));
    expect(await screen.findByText(auditLogMessages.exportFailed)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
