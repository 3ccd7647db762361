import type { AnswerEngine, AnswerEvent, AnswerRequest } from '../answer-engine';

/** A request with sensible defaults; tests override what they are about. */
export function answerRequest(
  overrides: Partial<AnswerRequest> & { question?: string } = {},
): AnswerRequest {
  const { question = 'What is the travel policy?', ...rest } = overrides;
  return {
    deploymentName: 'gpt-test',
    agentName: 'Policy Helper',
    systemPrompt: 'You answer questions about company policies.',
    messages: [{ role: 'user', content: question }],
    signal: new AbortController().signal,
    ...rest,
  };
}

export async function collectEvents(
  engine: AnswerEngine,
  request: AnswerRequest,
): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = [];
  for await (const event of engine.stream(request)) events.push(event);
  return events;
}

export function textOf(events: readonly AnswerEvent[]): string {
  return events.map((event) => (event.type === 'text' ? event.text : '')).join('');
}

/** The event types in order, runs of the same type collapsed ("text, text, usage" -> "text, usage"). */
export function eventSequence(events: readonly AnswerEvent[]): string[] {
  return events
    .map((event) => event.type)
    .filter((type, index, types) => type !== types[index - 1]);
}
