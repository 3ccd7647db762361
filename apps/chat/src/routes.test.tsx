import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { store } from './store';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </Provider>,
  );
  return router;
}

describe('chat routes (chat-spec section 2)', () => {
  it('shows the chat page at /chat, titled "Chat | {app name}"', async () => {
    renderAt('/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parley Chat' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Chat | Parley');
  });

  it('redirects unknown paths to chat', async () => {
    const router = renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Parley Chat' });
    expect(router.state.location.pathname).toBe('/chat');
  });
});
