import * as z from 'zod/mini';
import { gptSystemTypeSchema } from './gpt-system';

/**
 * The server-sent events of an answer (ARCHITECTURE section 4). Payloads are PascalCase, as the
 * spec writes them inside streams. The server sends them in this order: conversation-and-segment-id,
 * segment-answered-with-gpt-system, then any of step-update, response-updated,
 * code-interpreter-updated, generated-image-link, error, then response-model, then
 * cosmos-db-session-tokens, and last no-more-data.
 */
export const streamEventSchemas = {
  'conversation-and-segment-id': z.object({
    ConversationId: z.string(),
    ConversationSegmentId: z.string(),
  }),
  'segment-answered-with-gpt-system': z.object({
    AnsweredWithGptSystem: z.object({
      GptSystemId: z.string(),
      Name: z.nullable(z.string()),
      GptSystemType: gptSystemTypeSchema,
      IsPublic: z.boolean(),
    }),
  }),
  'step-update': z.object({ Status: z.string() }),
  'response-updated': z.object({ Text: z.string() }),
  'code-interpreter-updated': z.object({ Text: z.string() }),
  'generated-image-link': z.object({ Uri: z.string(), Title: z.string() }),
  'response-model': z.object({
    ConversationSegmentId: z.string(),
    Citations: z.array(z.object({ Title: z.string(), Path: z.string() })),
    Errors: z.optional(z.array(z.string())),
  }),
  error: z.object({ Message: z.string() }),
  'internal-server-error': z.object({ Message: z.string() }),
  'cosmos-db-session-tokens': z.record(z.string(), z.string()),
  'no-more-data': z.object({}),
} as const;

export type StreamEventName = keyof typeof streamEventSchemas;

export type StreamEventData<Name extends StreamEventName> = z.infer<
  (typeof streamEventSchemas)[Name]
>;

/** One event as a discriminated union, for reducers and tests. */
export type StreamEvent = {
  [Name in StreamEventName]: { event: Name; data: StreamEventData<Name> };
}[StreamEventName];

export const streamEventNames = Object.keys(streamEventSchemas) as StreamEventName[];

/** Parses one server-sent event; undefined for an unknown name or a payload outside the contract. */
export function parseStreamEvent(event: string, data: string): StreamEvent | undefined {
  if (!(event in streamEventSchemas)) return undefined;
  const name = event as StreamEventName;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = streamEventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as StreamEvent) : undefined;
}

/** Response headers that stream answers carry (ARCHITECTURE section 4). */
export const STREAM_RESPONSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** Session-token headers begin with this prefix, in requests and responses (chat-spec section 7). */
export const SESSION_TOKEN_HEADER_PREFIX = 'x-cosmos';
