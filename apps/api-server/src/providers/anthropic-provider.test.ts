import { afterEach, describe, expect, it } from 'vitest';
import { resolveAnswerEngine } from './resolve-answer-engine';
import { answerRequest, collectEvents } from './testing/collect-events';
import {
  startFakeAnthropicServer,
  type FakeAnthropicServer,
} from './testing/fake-anthropic-server';

let server: FakeAnthropicServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineFor(reply: Parameters<typeof startFakeAnthropicServer>[0]) {
  server = await startFakeAnthropicServer(reply);
  return resolveAnswerEngine('claude', [
    {
      deploymentName: 'claude',
      provider: 'anthropic',
      model: 'claude-fake',
      baseURL: server.baseURL,
      apiKey: 'anthropic-test-key',
      maxRetries: 0,
    },
  ]);
}

describe('the anthropic provider against a local Messages API server', () => {
  it('streams the text deltas in order, then reports usage', async () => {
    const engine = await engineFor({
      deltas: ['Trains ', 'are ', 'fine.'],
      inputTokens: 30,
      outputTokens: 3,
    });
    const events = await collectEvents(engine, answerRequest());
    expect(events).toEqual([
      { type: 'text', text: 'Trains ' },
      { type: 'text', text: 'are ' },
      { type: 'text', text: 'fine.' },
      { type: 'usage', model: 'claude-fake', inputTokens: 30, outputTokens: 3 },
    ]);
  });

  it('sends the system prompt apart from the messages, with the API key', async () => {
    const engine = await engineFor({ deltas: ['Fine.'] });
    await collectEvents(engine, answerRequest());
    expect(server?.requests[0]).toMatchObject({
      apiKey: 'anthropic-test-key',
      body: {
        model: 'claude-fake',
        system: [{ type: 'text', text: 'You answer questions about company policies.' }],
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'What is the travel policy?' }] },
        ],
      },
    });
  });

  it('turns an overloaded provider (HTTP 529) into an error event', async () => {
    const engine = await engineFor({ status: 529 });
    expect(await collectEvents(engine, answerRequest())).toEqual([
      {
        type: 'error',
        message:
          'The model provider failed (HTTP 529). Please try again; if it keeps failing, tell an administrator.',
      },
    ]);
  });
});
