import { errorReportPaths } from '@parley/api-contract';
import type { ErrorReport } from '@parley/api-contract';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../components/date-time-text';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { errorReportFixture as report } from './error-report-fixtures';
import { ErrorReportListScreen } from './error-report-list-screen';
import { errorReportMessages as messages } from './error-report-messages';

const listPath = errorReportPaths.list();
const page = (items: ErrorReport[], continuationToken: string | null = null) => ({
  body: { items, continuationToken },
});

const renderScreen = (routes: ApiRoutes, route = '/errorReports') =>
  renderConsole({
    route,
    pages: { '/errorReports': <ErrorReportListScreen /> },
    api: routes,
  });

const location = () => new URL(screen.getByLabelText('Location').textContent, 'http://console');
const lastListQuery = (server: ApiTestServer) =>
  server.calls
    .filter((call) => call === `GET ${listPath}` || call.startsWith(`GET ${listPath}?`))
    .map((call) => new URL(call.slice(4), 'http://api').searchParams)
    .at(-1);
const rowTexts = () =>
  within(screen.getByRole('table', { name: messages.table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ErrorReportListScreen', () => {
  it("is headed by the menu item's title and lists each report: time, app, environment, message, user, repeats", async () => {
    await renderScreen({
      [`GET ${listPath}`]: page([
        report(2),
        report(1, { app: 'public-chat', userName: null, environment: 'Parley Staging' }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Error Reports' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: report(2).message });
    expect(rowTexts()).toEqual([
      [
        formatDateTime(report(2).reportedAt),
        'Chat',
        'production',
        report(2).message,
        'ada@parley.local',
        '2',
      ],
      [
        formatDateTime(report(1).reportedAt),
        'Public chat',
        'Parley Staging',
        report(1).message,
        messages.anonymous,
        '1',
      ],
    ]);
  });

  it('says so when nothing was reported', async () => {
    await renderScreen({ [`GET ${listPath}`]: page([]) });
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
  });

  it("shows a failed load's reason in the server's words", async () => {
    await renderScreen({ [`GET ${listPath}`]: errorAnswer(500, 'The database is away.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away.');
  });

  it('loads the next page with Load more, from the continuation token', async () => {
    const server = await renderScreen({
      [`GET ${listPath}`]: (url) =>
        url.searchParams.get('continuationToken') === 'page-2'
          ? page([report(1)])
          : page([report(2)], 'page-2'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: report(1).message })).toBeInTheDocument();
    expect(lastListQuery(server)?.get('continuationToken')).toBe('page-2');
  });

  it('filters by app at once and by text once typing pauses, both kept in the URL', async () => {
    const server = await renderScreen({ [`GET ${listPath}`]: page([report(1)]) });
    await screen.findByRole('cell', { name: report(1).message });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: messages.app }), 'Console');
    expect(location().searchParams.get('app')).toBe('admin');
    await waitFor(() => expect(lastListQuery(server)?.get('app')).toBe('admin'));

    await userEvent.type(screen.getByRole('searchbox', { name: messages.search }), 'row');
    await waitFor(() => expect(location().searchParams.get('search')).toBe('row'));
    await waitFor(() => expect(lastListQuery(server)?.get('search')).toBe('row'));
    expect(lastListQuery(server)?.get('app')).toBe('admin');
  });

  it('opens a report in a drawer with its stack, named in the URL; Escape closes it and returns focus to the row', async () => {
    await renderScreen({ [`GET ${listPath}`]: page([report(1)]) });
    const cell = await screen.findByRole('cell', { name: report(1).message });
    await userEvent.click(cell);
    const drawer = await screen.findByRole('dialog', { name: messages.drawer.title });
    expect(location().searchParams.get('report')).toBe(report(1).errorReportId);
    const stack = within(drawer).getByRole('region', { name: messages.drawer.stack });
    expect(stack).toHaveTextContent('at Row (row.tsx:12:3)');
    expect(within(drawer).getByText('/chat/42')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().searchParams.has('report')).toBe(false);
    await waitFor(() => expect(cell.closest('tr')).toHaveFocus());
  });

  it('opens the drawer on a cold permalink, fetching a report the list has not loaded', async () => {
    const old = report(9, { message: 'An old failure' });
    await renderScreen(
      {
        [`GET ${listPath}`]: page([report(1)]),
        [`GET ${errorReportPaths.one(old.errorReportId)}`]: { body: old },
      },
      `/errorReports?report=${old.errorReportId}`,
    );
    const drawer = await screen.findByRole('dialog', { name: messages.drawer.title });
    expect(await within(drawer).findByText('An old failure')).toBeInTheDocument();
  });
});
