import { parseStreamEvent } from '@parley/api-contract';
import type { StreamEvent } from '@parley/api-contract';
import { seedIds } from '../db/seed/seed-data';
import type { TestServer } from './test-server';

export const seededAgents = seedIds.agents;

/** The events of a complete `text/event-stream` body, each checked against the contract. */
export function parseEventStream(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
      const parsed = parseStreamEvent(event, data);
      if (!parsed) throw new Error(`Not an event of the contract: ${frame}`);
      return parsed;
    });
}

export interface AskedQuestion {
  conversationId: string;
  segmentId: string;
  events: StreamEvent[];
}

function idsOf(events: StreamEvent[]): { conversationId: string; segmentId: string } {
  const first = events[0];
  if (first?.event !== 'conversation-and-segment-id') {
    throw new Error(`The stream did not start with its ids: ${JSON.stringify(events)}`);
  }
  return { conversationId: first.data.ConversationId, segmentId: first.data.ConversationSegmentId };
}

/** Starts a conversation with an agent and reads the whole streamed answer. */
export async function startConversation(
  server: TestServer,
  userName: string,
  gptSystemId: string,
  question: string,
): Promise<AskedQuestion> {
  const response = await server.as(userName, {
    method: 'POST',
    url: `/api/internal/userConversations/byGptSystemId/${gptSystemId}`,
    payload: { question, session: { sessionIdentifier: 'test-session' } },
  });
  if (response.statusCode !== 200) throw new Error(`Start failed: ${response.body}`);
  const events = parseEventStream(response.body);
  return { ...idsOf(events), events };
}

/** Asks a further question in a conversation (after `parentSegmentId`) and reads the answer. */
export async function askInConversation(
  server: TestServer,
  userName: string,
  conversationId: string,
  question: string,
  parentSegmentId: string | null,
): Promise<AskedQuestion> {
  const response = await server.as(userName, {
    method: 'POST',
    url: `/api/internal/userConversations/${conversationId}/segments`,
    payload: { question, lineage: { parentSegmentId } },
  });
  if (response.statusCode !== 200) throw new Error(`Question failed: ${response.body}`);
  const events = parseEventStream(response.body);
  return { ...idsOf(events), events };
}

/** Reads a streamed answer from `path` (any of the question routes), failing on a non-200. */
export async function askAt(
  server: TestServer,
  userName: string,
  path: string,
  payload: object,
): Promise<AskedQuestion> {
  const response = await server.as(userName, { method: 'POST', url: path, payload });
  if (response.statusCode !== 200) throw new Error(`Question failed: ${response.body}`);
  const events = parseEventStream(response.body);
  return { ...idsOf(events), events };
}
