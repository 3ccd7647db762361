import { Button } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { BrandProvider } from '@parley/theme-brands';
import { describe, expect, it, vi } from 'vitest';
import {
  listedUserColumns,
  listedUserId,
  listedUsers,
  listSource,
} from '../testing/data-table-fixtures';
import type { ListedUser } from '../testing/data-table-fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { DataTable } from './data-table';
import { dataTableMessages } from './list-states';
import { createDataTableColumnHelper } from './data-table-columns';
import type { DataTableSource } from './data-table-source';
import { useUrlFilters, useUrlSorting } from './url-state';

function renderUsers(source: DataTableSource<ListedUser>, route = '/users') {
  return renderWithProviders(
    <DataTable
      caption="Users"
      source={source}
      columns={listedUserColumns}
      getRowId={listedUserId}
    />,
    { route },
  );
}

/** The first cell of each body row, in order. */
function names() {
  const [, ...bodyRows] = within(screen.getByRole('table')).getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

function Location() {
  const { pathname, search } = useLocation();
  return <p>Location: {pathname + search}</p>;
}

const location = () => screen.getByText(/^Location:/).textContent;

describe('DataTable states', () => {
  it('loading: placeholder rows under the headers, the table busy', () => {
    renderUsers(listSource({ status: 'loading' }));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name↕', 'User name', 'Roles↕']);
    const placeholders = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(placeholders).toHaveLength(5);
    for (const row of placeholders) expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(dataTableMessages.loading);
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();
  });

  it('error on the first load: a red alert says why, and Retry loads again', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderUsers(
      listSource({ status: 'error', error: { status: 500, data: 'upstream exploded' }, retry }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(dataTableMessages.loadFailed)).toBeVisible();
    expect(within(alert).getByText('upstream exploded')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('empty: the empty message in the table, no way to clear filters', () => {
    renderWithProviders(
      <DataTable
        aria-label="Users"
        source={listSource<ListedUser>()}
        columns={listedUserColumns}
        getRowId={listedUserId}
        emptyMessage="No users have signed in yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('cell')).toHaveTextContent('No users have signed in yet.');
    expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('button', { name: dataTableMessages.clearFilters })).toBeNull();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('empty with filters: says nothing matches, and Clear filters empties the URL filters', async () => {
    const user = userEvent.setup();
    function FilteredUsers() {
      const { active, clearFilters } = useUrlFilters(['search']);
      return (
        <>
          <DataTable
            caption="Users"
            source={listSource<ListedUser>()}
            columns={listedUserColumns}
            getRowId={listedUserId}
            emptyMessage="No users yet."
            filtersActive={active}
            onClearFilters={clearFilters}
          />
          <Location />
        </>
      );
    }
    renderWithProviders(<FilteredUsers />, { route: '/users?search=zz&sort=displayName' });
    expect(screen.getByText(dataTableMessages.emptyFiltered)).toBeVisible();
    await user.click(screen.getByRole('button', { name: dataTableMessages.clearFilters }));
    expect(location()).toBe('Location: /users?sort=displayName');
    expect(screen.getByText('No users yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: dataTableMessages.clearFilters })).toBeNull();
  });

  it('in Arabic: the states and the button speak Arabic, an empty filtered list included', async () => {
    renderWithProviders(
      <BrandProvider languageCode="ar">
        <DataTable
          caption="Users"
          source={listSource<ListedUser>()}
          columns={listedUserColumns}
          getRowId={listedUserId}
          filtersActive
          onClearFilters={() => {}}
        />
      </BrandProvider>,
    );
    expect(screen.getByText('لا شيء يطابق عوامل التصفية هذه.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('عدد الصفوف المعروضة: 0');
  });

  it('ready: one row per item in the order given, named by the caption', () => {
    renderUsers(listSource({ rows: listedUsers }));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(names()).toEqual(['Noor Haddad', 'Ada Lovelace', 'Zoë Brandt']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('noor@parley.local');
    expect(screen.getByRole('status')).toHaveTextContent('3 rows shown');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();
  });

  it('partial: the rows stay, an alert under them says the next page failed, Retry fetches it', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    const retry = vi.fn();
    renderUsers(
      listSource({
        rows: listedUsers,
        hasNextPage: true,
        nextPageError: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
        fetchNextPage,
        retry,
      }),
    );
    expect(names()).toEqual(['Noor Haddad', 'Ada Lovelace', 'Zoë Brandt']);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(dataTableMessages.nextPageFailed)).toBeVisible();
    expect(
      within(alert).getByText(
        'The server could not be reached. Check the connection and try again.',
      ),
    ).toBeVisible();
    // The table comes first, then the alert.
    expect(
      screen.getByRole('table').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: dataTableMessages.loadMore })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });

  it('refresh error: the rows stay under a warning, and Retry reloads the list', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderUsers(
      listSource({
        rows: listedUsers,
        refreshError: { status: 'TIMEOUT_ERROR', error: 'AbortError' },
        retry,
      }),
    );
    expect(names()).toEqual(['Noor Haddad', 'Ada Lovelace', 'Zoë Brandt']);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(dataTableMessages.refreshFailed)).toBeVisible();
    expect(within(alert).getByText('The server took too long to answer. Try again.')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('Load more fetches the next page, from the keyboard too, after the sortable headers', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    renderUsers(listSource({ rows: listedUsers, hasNextPage: true, fetchNextPage }));
    await user.click(screen.getByRole('button', { name: dataTableMessages.loadMore }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    screen.getByRole('button', { name: dataTableMessages.loadMore }).blur();
    await user.tab();
    expect(screen.getByRole('button', { name: /Name/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Roles/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: dataTableMessages.loadMore })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('while the next page loads, the button shows progress, keeps focus and ignores clicks', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    renderUsers(
      listSource({ rows: listedUsers, hasNextPage: true, isFetchingNextPage: true, fetchNextPage }),
    );
    const button = screen.getByRole('button', { name: dataTableMessages.loadingMore });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(dataTableMessages.loadingMore);
    expect(names()).toHaveLength(3);
  });
});

describe('DataTable sorting', () => {
  it('sorts the loaded rows by a header button: ascending, descending, then as given', async () => {
    const user = userEvent.setup();
    renderUsers(listSource({ rows: listedUsers }));
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'User name' })).queryByRole('button'),
    ).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ada Lovelace', 'Noor Haddad', 'Zoë Brandt']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Zoë Brandt', 'Noor Haddad', 'Ada Lovelace']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Noor Haddad', 'Ada Lovelace', 'Zoë Brandt']);
  });

  function UrlSortedUsers({ manualSorting = false }: { manualSorting?: boolean }) {
    const { sorting, setSorting } = useUrlSorting();
    return (
      <>
        <DataTable
          caption="Users"
          source={listSource({ rows: listedUsers })}
          columns={listedUserColumns}
          getRowId={listedUserId}
          sorting={sorting}
          onSortingChange={setSorting}
          manualSorting={manualSorting}
        />
        <Location />
      </>
    );
  }

  it('a header click writes the sort parameter of the URL, and the URL sorts the table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlSortedUsers />, { route: '/users?search=a&sort=-roleCount' });
    const rolesHeader = screen.getByRole('columnheader', { name: /Roles/ });
    expect(rolesHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Zoë Brandt', 'Noor Haddad', 'Ada Lovelace']);

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('Location: /users?search=a&sort=displayName');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rolesHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Ada Lovelace', 'Noor Haddad', 'Zoë Brandt']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('Location: /users?search=a&sort=-displayName');
    await user.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('Location: /users?search=a');
  });

  it('with manual sorting the URL changes but the rows keep the order the server gave', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlSortedUsers manualSorting />, { route: '/users' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('Location: /users?sort=displayName');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Noor Haddad', 'Ada Lovelace', 'Zoë Brandt']);
  });
});

describe('DataTable row click', () => {
  const column = createDataTableColumnHelper<ListedUser>();
  const remove = vi.fn();
  const columns = column.columns([
    column.accessor('displayName', { header: 'Name' }),
    column.display({
      id: 'remove',
      header: 'Actions',
      cell: ({ row }) => (
        <Button size="xs" onClick={() => remove(row.original.userId)}>
          Remove {row.original.displayName}
        </Button>
      ),
    }),
  ]);

  it('opens a row on click and on Enter, but a button in the row keeps its own action', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderWithProviders(
      <DataTable
        caption="Users"
        source={listSource({ rows: listedUsers })}
        columns={columns}
        getRowId={listedUserId}
        onRowClick={(row) => open(row.userId)}
      />,
    );
    await user.click(screen.getByRole('cell', { name: 'Ada Lovelace' }));
    expect(open).toHaveBeenLastCalledWith('u-2');

    const zoe = screen.getByRole('row', { name: /Zoë Brandt/ });
    zoe.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith('u-3');
    expect(open).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Remove Noor Haddad' }));
    expect(remove).toHaveBeenCalledWith('u-1');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
