import { screen } from '@testing-library/react';
import { sendJson, startTestServer } from '@parley/api-client/testing';
import type { TestServer } from '@parley/api-client/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicChatPath, PublicChatApp } from './public-chat-app';

/** The API at the network edge: every endpoint is unknown, so every session is refused (404). */
let api: TestServer;
const calls = () => api.requests.map(({ method, url }) => `${method} ${url}`);

beforeAll(async () => {
  api = await startTestServer((_request, response) =>
    sendJson(response, 404, { message: 'No such public chat.' }),
  );
});
afterAll(() => api.close());

function renderAt(path: string) {
  renderWithProviders(<PublicChatApp pathname={path} />, { baseUrl: api.url });
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
    expect(calls().filter((call) => call.includes('/a/'))).toEqual([]);
  });

  it('asks for a session on the endpoint named in /public-chat/{publicChatEndpoint}', async () => {
    renderAt('/public-chat/no-such-chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
    expect(calls()).toContain(
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
    expect(calls().filter((call) => !call.includes('/publicConversations/'))).toEqual([]);
  });
});
