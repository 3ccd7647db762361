import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { makeStore } from '@parley/api-client';
import { BrandProvider } from '@parley/theme-brands';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CHAT_BASENAME, routes } from './routes';

/** The API at the network edge: every endpoint is unknown, so every session is refused (404). */
let api: Server;
let baseUrl: string;
const calls: string[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.writeHead(404, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(JSON.stringify({ message: 'No such public chat.' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    basename: PUBLIC_CHAT_BASENAME,
  });
  render(
    <Provider store={makeStore({ reducers: {}, extra: { baseUrl } })}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </Provider>,
  );
}

describe('public-chat routes (chat-spec section 2)', () => {
  it('asks for a session on the endpoint named in /public-chat/{publicChatEndpoint}', async () => {
    renderAt('/public-chat/no-such-chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
    expect(calls).toContain(
      'POST /api/internal/publicConversations/byGptPublicEndpoint/no-such-chat/session',
    );
  });

  it('serves the popup path /public-chat/{publicChatEndpoint}/true with the same chat', async () => {
    renderAt('/public-chat/no-such-chat/true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
  });

  it('loads no conversation list and calls no sign-in on public-chat paths', async () => {
    renderAt('/public-chat/no-such-chat');
    await screen.findByRole('heading', { level: 1, name: 'This chat is not available' });
    expect(calls.filter((call) => !call.includes('/publicConversations/'))).toEqual([]);
  });
});
