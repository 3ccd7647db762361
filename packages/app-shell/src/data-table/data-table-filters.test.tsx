import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { DataTableSearch } from './data-table-filters';
import { useUrlFilters } from './url-state';

function UserSearch() {
  const { filters, setFilters, clearFilters } = useUrlFilters(['search']);
  const { search } = useLocation();
  return (
    <>
      <DataTableSearch
        label="Search users"
        value={filters.search}
        onValueChange={(text) => setFilters({ search: text })}
      />
      <button type="button" onClick={clearFilters}>
        Clear filters
      </button>
      <p>Query: {search}</p>
    </>
  );
}

const query = () => screen.getByText(/^Query:/).textContent;

describe('DataTableSearch', () => {
  it('puts the search in the URL once typing pauses (delays.searchDebounceMs), not per keystroke', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserSearch />, { route: '/users' });
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'ada');
    expect(box).toHaveValue('ada');
    expect(query()).toBe('Query: ');
    await waitFor(() => expect(query()).toBe('Query: ?search=ada'));
    expect(box).toHaveValue('ada');
  });

  it('sends the typed text once, after the pause, and at once on Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTableSearch label="Search users" value="" onValueChange={onValueChange} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'noor');
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith('noor'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    rerender(<DataTableSearch label="Search users" value="noor" onValueChange={onValueChange} />);

    await user.type(box, 's{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('noors');
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('shows a search the URL loses elsewhere (Clear filters) instead of sending it back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserSearch />, { route: '/users?search=ada' });
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    expect(query()).toBe('Query: ');
    await user.type(box, 'z');
    await waitFor(() => expect(query()).toBe('Query: ?search=z'));
  });
});
