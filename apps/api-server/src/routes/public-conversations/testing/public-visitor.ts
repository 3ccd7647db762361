import { paths, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import type { StreamEvent } from '@parley/api-contract';
import { parseEventStream } from '../../../test-support/event-stream-client';
import type { TestServer } from '../../../test-support/test-server';

/** A visitor's calls as the public-chat app makes them: no bearer token, only the session. */

export async function newSession(server: TestServer, endpoint = 'parley-demo'): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: paths.publicConversations.session(endpoint),
  });
  if (response.statusCode !== 201) throw new Error(`No session: ${response.body}`);
  return (response.json() as { sessionIdentifier: string }).sessionIdentifier;
}

export interface PublicAnswer {
  conversationId: string;
  segmentId: string;
  events: StreamEvent[];
}

function answerOf(body: string): PublicAnswer {
  const events = parseEventStream(body);
  const first = events[0];
  if (first?.event !== 'conversation-and-segment-id') {
    throw new Error(`The stream did not start with its ids: ${body}`);
  }
  return {
    conversationId: first.data.ConversationId,
    segmentId: first.data.ConversationSegmentId,
    events,
  };
}

export function startPublicConversation(
  server: TestServer,
  sessionIdentifier: string,
  question: string,
  endpoint = 'parley-demo',
) {
  return server.app.inject({
    method: 'POST',
    url: paths.publicConversations.byGptPublicEndpoint(endpoint),
    payload: { question, session: { sessionIdentifier } },
  });
}

/** Starts a conversation and reads the whole streamed answer; fails on any other status. */
export async function askPublicly(
  server: TestServer,
  sessionIdentifier: string,
  question: string,
  endpoint = 'parley-demo',
): Promise<PublicAnswer> {
  const response = await startPublicConversation(server, sessionIdentifier, question, endpoint);
  if (response.statusCode !== 200) throw new Error(`Question failed: ${response.body}`);
  return answerOf(response.body);
}

/** A call that names a conversation, as the session in the session header. */
export function asSession(
  server: TestServer,
  sessionIdentifier: string,
  options: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
) {
  return server.app.inject({ ...options, headers: { [PUBLIC_SESSION_HEADER]: sessionIdentifier } });
}

export async function askInPublicConversation(
  server: TestServer,
  sessionIdentifier: string,
  conversationId: string,
  question: string,
  parentSegmentId: string | null,
): Promise<PublicAnswer> {
  const response = await asSession(server, sessionIdentifier, {
    method: 'POST',
    url: paths.publicConversations.segments(conversationId),
    payload: { question, lineage: { parentSegmentId } },
  });
  if (response.statusCode !== 200) throw new Error(`Question failed: ${response.body}`);
  return answerOf(response.body);
}
