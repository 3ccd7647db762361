import { paths, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { publicConversationsApi } from './public-conversations';

const session = {
  sessionIdentifier: 'visitor-session-1',
  gptPublicEndpoint: 'parley-demo',
  gptSystemId: '0d6f7c5e-8a43-4b7e-9a57-0d2a6f0c0001',
  brandKey: 'default',
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === paths.publicConversations.session('parley-demo')) {
      sendJson(response, 200, session, { [PUBLIC_SESSION_HEADER]: session.sessionIdentifier });
      return;
    }
    sendJson(response, 200, { prompts: [] });
  });
});
afterAll(() => server.close());

describe('public chat sessions (chat-spec section 7, "Public conversations")', () => {
  it('starts an anonymous session and sends its header back on the next calls', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const started = await store
      .dispatch(publicConversationsApi.endpoints.startPublicChatSession.initiate('parley-demo'))
      .unwrap();
    expect(started).toEqual(session);
    await store.dispatch(
      publicConversationsApi.endpoints.getPublicPromptsForConversation.initiate(
        session.sessionIdentifier,
      ),
    );
    const [promptsCall] = server.requestsTo(
      paths.publicConversations.promptsForConversation(session.sessionIdentifier),
    );
    expect(promptsCall?.headers[PUBLIC_SESSION_HEADER]).toBe(session.sessionIdentifier);
  });
});
