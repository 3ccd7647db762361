import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters, useUrlSorting } from './url-state';

/** The hook under test beside where the router is, in a router that starts at `entries`' last. */
function renderInRouter<Result>(hook: () => Result, entries: string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      const { pathname, search } = useLocation();
      return { ...hook(), url: pathname + search, navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads its filters from the URL, an absent one as empty text', () => {
    const { result } = renderInRouter(
      () => useUrlFilters(['search', 'role']),
      ['/users?search=ada&sort=displayName'],
    );
    expect(result.current.filters).toEqual({ search: 'ada', role: '' });
    expect(result.current.active).toBe(true);
  });

  it('writes a filter, removes an emptied one, and leaves other parameters alone', () => {
    const { result } = renderInRouter(
      () => useUrlFilters(['search', 'role']),
      ['/users?sort=displayName'],
    );
    expect(result.current.active).toBe(false);
    act(() => result.current.setFilters({ search: 'ada', role: 'r-1' }));
    expect(result.current.url).toBe('/users?sort=displayName&search=ada&role=r-1');
    expect(result.current.filters).toEqual({ search: 'ada', role: 'r-1' });
    act(() => result.current.setFilters({ search: '' }));
    expect(result.current.url).toBe('/users?sort=displayName&role=r-1');
    act(() => result.current.clearFilters());
    expect(result.current.url).toBe('/users?sort=displayName');
    expect(result.current.active).toBe(false);
  });

  it('replaces the history entry, so Back leaves the list instead of undoing each filter', () => {
    const { result } = renderInRouter(() => useUrlFilters(['search']), ['/home', '/users']);
    act(() => result.current.setFilters({ search: 'a' }));
    act(() => result.current.setFilters({ search: 'ad' }));
    expect(result.current.url).toBe('/users?search=ad');
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.url).toBe('/home');
  });

  it('keeps two lists on one page apart by their prefixes', () => {
    const { result } = renderInRouter(
      () => ({
        users: useUrlFilters(['search'], { prefix: 'users.' }),
        groups: useUrlFilters(['search'], { prefix: 'groups.' }),
      }),
      ['/access?groups.search=staff'],
    );
    expect(result.current.users.filters.search).toBe('');
    expect(result.current.groups.filters.search).toBe('staff');
    act(() => result.current.users.setFilters({ search: 'ada' }));
    act(() => result.current.groups.clearFilters());
    expect(result.current.url).toBe('/access?users.search=ada');
    expect(result.current.users.active).toBe(true);
    expect(result.current.groups.active).toBe(false);
  });
});

describe('useUrlSorting', () => {
  it('reads sort=name as ascending and sort=-name as descending, and writes them back', () => {
    const { result } = renderInRouter(
      () => useUrlSorting({ prefix: 'users.' }),
      ['/users?users.sort=-createdAt'],
    );
    expect(result.current.sorting).toEqual([{ id: 'createdAt', desc: true }]);
    act(() => result.current.setSorting([{ id: 'displayName', desc: false }]));
    expect(result.current.url).toBe('/users?users.sort=displayName');
    expect(result.current.sorting).toEqual([{ id: 'displayName', desc: false }]);
    act(() => result.current.setSorting([]));
    expect(result.current.url).toBe('/users');
    expect(result.current.sorting).toEqual([]);
  });
});
