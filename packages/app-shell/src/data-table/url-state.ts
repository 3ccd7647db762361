import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, kept in the URL's search parameters so a filtered list survives a reload
 * and can be shared. `prefix` keeps two lists on one page apart (`users.search`). An empty value
 * removes its parameter; changes replace the history entry, so typing does not fill Back.
 * A filter change changes the list query's argument, so the list starts again from its first page.
 * `active` says whether any filter is set (a DataTable's `filtersActive`).
 */
export function useUrlFilters<Key extends string>(
  keys: readonly Key[],
  { prefix = '' }: { prefix?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // A call site passes a new array each render; its contents are what matter.
  const keyList = keys.join('\n');
  const filters = useMemo(() => {
    const current = new URLSearchParams(search);
    return Object.fromEntries(
      keyList.split('\n').map((key) => [key, current.get(prefix + key) ?? '']),
    ) as Record<Key, string>;
  }, [search, prefix, keyList]);

  const setFilters = useCallback(
    (changes: Partial<Record<Key, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
            if (value) next.set(prefix + key, value);
            else next.delete(prefix + key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, prefix],
  );

  const clearFilters = useCallback(
    () =>
      setFilters(
        Object.fromEntries(keyList.split('\n').map((key) => [key, ''])) as Record<Key, string>,
      ),
    [setFilters, keyList],
  );

  const active = Object.values<string>(filters).some(Boolean);

  return { filters, active, setFilters, clearFilters };
}

/**
 * A table's sorting in the URL: `sort=name` ascending, `sort=-name` descending, absent unsorted.
 * One column at a time.
 */
export function useUrlSorting({ prefix = '' }: { prefix?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const value = params.get(`${prefix}sort`);
  const sorting = useMemo<SortingState>(
    () =>
      value
        ? [{ id: value.startsWith('-') ? value.slice(1) : value, desc: value.startsWith('-') }]
        : [],
    [value],
  );
  const setSorting = useCallback(
    (next: SortingState) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const [first] = next;
          if (first) updated.set(`${prefix}sort`, `${first.desc ? '-' : ''}${first.id}`);
          else updated.delete(`${prefix}sort`);
          return updated;
        },
        { replace: true },
      ),
    [setParams, prefix],
  );
  return { sorting, setSorting };
}
