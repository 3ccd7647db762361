import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@parley/app-shell/testing';
import { TitleSearch } from './title-search';

function openSearch() {
  const onSearch = vi.fn();
  renderWithProviders(<TitleSearch onSearch={onSearch} />);
  fireEvent.click(screen.getByRole('button', { name: 'Search chat titles' }));
  return { onSearch, field: screen.getByPlaceholderText('Search chat titles...') };
}

describe('TitleSearch (chat-spec section 5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a field with the placeholder "Search chat titles..."', () => {
    const { field } = openSearch();
    expect(field).toHaveFocus();
  });

  it('reports the search only after 300 ms without typing', () => {
    const { onSearch, field } = openSearch();
    onSearch.mockClear();
    fireEvent.change(field, { target: { value: 'bud' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('bud');
  });

  it('clears the text on Escape', () => {
    const { field } = openSearch();
    fireEvent.change(field, { target: { value: 'bud' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveValue('');
    expect(field).toBeInTheDocument();
  });

  it('closes on Escape when already empty and gives focus back to the button', () => {
    const { field } = openSearch();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search chat titles' })).toHaveFocus();
  });
});
