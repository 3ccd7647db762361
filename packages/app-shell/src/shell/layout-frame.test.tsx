import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from '@parley/theme-brands';
import { describe, expect, it } from 'vitest';
import { LayoutFrame } from './layout-frame';

function renderFrame() {
  render(
    <BrandProvider>
      <LayoutFrame
        logo={<span>Brand logo</span>}
        sidebar={({ mini }) => <p>{mini ? 'mini sidebar' : 'full sidebar'}</p>}
        headerActions={<button type="button">Account</button>}
        footer={<p>Footer</p>}
      >
        <h1>Page</h1>
      </LayoutFrame>
    </BrandProvider>,
  );
}

describe('LayoutFrame (chat-spec section 2)', () => {
  it('draws the sidebar column 280 px wide when open (chat-spec section 9)', () => {
    renderFrame();
    const column = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(column).toHaveStyle({ width: '280px' });
    expect(column).toHaveTextContent('full sidebar');
  });

  it('shrinks the sidebar column to 80 px in mini mode and back (chat-spec section 9)', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    const column = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(column).toHaveStyle({ width: '80px' });
    expect(column).toHaveTextContent('mini sidebar');
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(column).toHaveStyle({ width: '280px' });
  });

  it('lets the keyboard reach the page area, which scrolls a long page with nothing focusable', async () => {
    renderFrame();
    const main = screen.getByRole('main');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.tab();
    expect(main).toHaveFocus();
  });

  it('opens the navigation in a drawer from the mobile menu button', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('full sidebar');
  });

  it('renders the page, the header actions and the footer', () => {
    renderFrame();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});
