import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CHAT_BASENAME, routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    basename: PUBLIC_CHAT_BASENAME,
  });
  render(
    <BrandProvider>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

describe('public-chat routes (chat-spec section 2)', () => {
  it('opens the chat of the endpoint named in /public-chat/{publicChatEndpoint}', async () => {
    renderAt('/public-chat/parley-demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with parley-demo' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Public chat | Parley');
  });

  it('opens the same chat in popup mode at /public-chat/{publicChatEndpoint}/true', async () => {
    renderAt('/public-chat/parley-demo/true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with parley-demo' }),
    ).toBeInTheDocument();
  });
});
