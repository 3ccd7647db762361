import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

function renderList(count: number, onEndReached = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <VirtualList
        aria-label="Rows"
        count={count}
        rowHeight={38}
        renderRow={(index) => `Row ${index}`}
        onEndReached={onEndReached}
      />
    </ChakraProvider>,
  );
  return onEndReached;
}

/** The scrolling element around the list. */
function viewport(): HTMLElement {
  const element = screen.getByRole('list', { name: 'Rows' }).parentElement;
  if (!element) throw new Error('The list has no scrolling viewport');
  return element;
}

describe('VirtualList', () => {
  it('renders only the rows in view of 10,000 (38 px rows, chat-spec section 9)', () => {
    renderList(10_000);
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('Row 0')).toBeInTheDocument();
    expect(screen.queryByText('Row 9999')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rows' })).toHaveStyle({ height: '380000px' });
  });

  it('renders the rows at the scroll position', () => {
    renderList(10_000);
    fireEvent.scroll(viewport(), { target: { scrollTop: 38 * 5000 } });
    expect(screen.getByText('Row 5000')).toBeInTheDocument();
    expect(screen.queryByText('Row 0')).not.toBeInTheDocument();
  });

  it('asks for more when the last row comes into view', () => {
    const onEndReached = renderList(10_000);
    expect(onEndReached).not.toHaveBeenCalled();
    fireEvent.scroll(viewport(), { target: { scrollTop: 38 * 10_000 } });
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });
});
