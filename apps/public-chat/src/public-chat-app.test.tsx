import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { makeStore } from '@parley/api-client';
import { BrandProvider } from '@parley/theme-brands';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicChatPath, PublicChatApp } from './public-chat-app';

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
  render(
    <Provider store={makeStore({ reducers: {}, extra: { baseUrl } })}>
      <BrandProvider>
        <PublicChatApp pathname={path} />
      </BrandProvider>
    </Provider>,
  );
}

describe('public-chat paths (chat-spec section 2)', () => {
  it('reads the endpoint and the popup flag, and nothing else', () => {
    expect(parsePublicChatPath('/public-chat/help-desk')).toEqual({
      endpoint: 'help-desk',
      popup: false,
    });
    expect(parsePublicChatPath('/public-chat/help-desk/')).toEqual({
      endpoint: 'help-desk',
      popup: false,
    });
    expect(parsePublicChatPath('/public-chat/help-desk/true')).toEqual({
      endpoint: 'help-desk',
      popup: true,
    });
    expect(parsePublicChatPath('/public-chat/help-desk/false')).toEqual({
      endpoint: 'help-desk',
      popup: false,
    });
    expect(parsePublicChatPath('/public-chat/caf%C3%A9')?.endpoint).toBe('café');
    for (const path of [
      '/public-chat',
      '/public-chat/',
      '/public-chat//true',
      '/public-chat/a/true/more',
      '/public-chat/%E0%A4%A',
      '/chat/help-desk',
    ]) {
      expect(parsePublicChatPath(path), path).toBeUndefined();
    }
  });

  it('says a path that names no chat is not available, without asking for a session', async () => {
    renderAt('/public-chat/a/true/more');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The public chat "a/true/more" does not exist or is not available.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/a/'))).toEqual([]);
  });

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
