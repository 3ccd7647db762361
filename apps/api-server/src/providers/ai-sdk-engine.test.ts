import { afterEach, describe, expect, it } from 'vitest';
import type { ModelDeployment } from './deployments';
import { encodePng } from './png';
import { resolveAnswerEngine } from './resolve-answer-engine';
import { answerRequest, collectEvents, eventSequence, textOf } from './testing/collect-events';
import {
  startFakeChatCompletionsServer,
  type FakeChatCompletionsServer,
  type FakeCompletion,
} from './testing/fake-chat-completions-server';

const apiKey = 'sk-test-secret-key-1234567890';
let server: FakeChatCompletionsServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineFor(
  reply: FakeCompletion,
  provider: 'openai-compatible' | 'openai' = 'openai-compatible',
  maxRetries = 0,
) {
  server = await startFakeChatCompletionsServer(reply);
  const deployment: ModelDeployment = {
    deploymentName: 'gpt-test',
    provider,
    model: 'fake-model',
    baseURL: server.baseURL,
    apiKey,
    maxRetries,
  };
  return resolveAnswerEngine('gpt-test', [deployment]);
}

describe.each(['openai-compatible', 'openai'] as const)(
  'the %s provider against a local chat-completions server',
  (provider) => {
    it('streams the text in order, then reports usage', async () => {
      const engine = await engineFor(
        {
          deltas: ['Travel ', 'is ', 'booked ', 'through ', 'the portal.'],
          usage: { prompt_tokens: 21, completion_tokens: 5 },
        },
        provider,
      );
      const events = await collectEvents(engine, answerRequest());
      // The deltas arrive in one read, so they reach the engine joined (chat-completions-coalescing).
      expect(textOf(events)).toBe('Travel is booked through the portal.');
      expect(events.at(-1)).toEqual({
        type: 'usage',
        model: 'fake-model',
        inputTokens: 21,
        outputTokens: 5,
      });
    });

    it('estimates the tokens, and says so, when the server reports no usage', async () => {
      const engine = await engineFor({ deltas: ['Twelve chars'] }, provider);
      const request = answerRequest();
      const events = await collectEvents(engine, request);
      const promptCharacters = request.messages.reduce(
        (sum, message) => sum + message.content.length,
        request.systemPrompt.length,
      );
      expect(events.at(-1)).toEqual({
        type: 'usage',
        model: 'fake-model',
        inputTokens: Math.ceil(promptCharacters / 4),
        outputTokens: 3,
        tokensEstimated: true,
      });
    });

    it('sends the system prompt, the conversation, the settings and the API key', async () => {
      const engine = await engineFor({ deltas: ['Fine.'] }, provider);
      await collectEvents(
        engine,
        answerRequest({
          messages: [
            { role: 'user', content: 'Hello' },
            { role: 'assistant', content: 'Hi, how can I help?' },
            { role: 'user', content: 'Explain the travel policy.' },
          ],
          temperature: 0.2,
          maxTokens: 300,
        }),
      );
      const request = server?.requests[0];
      expect(request?.authorization).toBe(`Bearer ${apiKey}`);
      expect(request?.body).toMatchObject({
        model: 'fake-model',
        stream: true,
        temperature: 0.2,
        messages: [
          { role: 'system', content: 'You answer questions about company policies.' },
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: 'Hi, how can I help?' },
          { role: 'user', content: 'Explain the travel policy.' },
        ],
      });
    });

    it('sends the images a question carried as image parts after its text', async () => {
      const engine = await engineFor({ deltas: ['A red square.'] }, provider);
      const data = encodePng({ width: 1, height: 1, pixels: Uint8Array.of(255, 0, 0, 255) });
      await collectEvents(
        engine,
        answerRequest({
          messages: [
            {
              role: 'user',
              content: 'What is in the picture?',
              images: [{ fileName: 'square.png', mimeType: 'image/png', data }],
            },
          ],
        }),
      );
      expect(server?.requests[0]?.body.messages).toEqual([
        { role: 'system', content: 'You answer questions about company policies.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in the picture?' },
            {
              type: 'image_url',
              image_url: { url: `data:image/png;base64,${Buffer.from(data).toString('base64')}` },
            },
          ],
        },
      ]);
    });

    it('shows code-interpreter files to the model as text in the system message', async () => {
      const engine = await engineFor({ deltas: ['Two rows.'] }, provider);
      await collectEvents(
        engine,
        answerRequest({
          codeInterpreterFiles: [
            { fileName: 'sales.csv', sizeBytes: 20, text: 'm,s\njan,1\nfeb,2\n' },
          ],
        }),
      );
      expect(server?.requests[0]?.body.messages).toContainEqual({
        role: 'system',
        content:
          'You answer questions about company policies.\n\nThe user attached these files for analysis:\n\n[File] sales.csv (20 bytes)\nm,s\njan,1\nfeb,2\n',
      });
    });

    it('turns an HTTP 500 into one error event a user can act on, without the API key', async () => {
      const engine = await engineFor({ status: 500 }, provider);
      const events = await collectEvents(engine, answerRequest());
      expect(events).toEqual([
        {
          type: 'error',
          message:
            'The model provider failed (HTTP 500). Please try again; if it keeps failing, tell an administrator.',
        },
      ]);
    });

    it('turns a connection dropped mid-answer into an error event after the text so far', async () => {
      const engine = await engineFor({ deltas: ['Travel ', 'is '], after: 'drop' }, provider);
      const events = await collectEvents(engine, answerRequest());
      expect(textOf(events)).toBe('Travel is ');
      expect(eventSequence(events)).toEqual(['text', 'error']);
      expect(events.at(-1)).toEqual({
        type: 'error',
        message:
          'The connection to the model provider broke before the answer was complete. Please try again.',
      });
    });

    it('stops at once when the request is aborted, with no error and no usage', async () => {
      const engine = await engineFor({ deltas: ['Travel '], after: 'hang' }, provider);
      const controller = new AbortController();
      const events = [];
      for await (const event of engine.stream(answerRequest({ signal: controller.signal }))) {
        events.push(event);
        controller.abort();
      }
      expect(events).toEqual([{ type: 'text', text: 'Travel ' }]);
    });
  },
);

describe('provider failures', () => {
  it('names the deployment and the API key as the thing to check on HTTP 401', async () => {
    const engine = await engineFor({ status: 401 });
    const events = await collectEvents(engine, answerRequest());
    expect(events).toEqual([
      {
        type: 'error',
        message:
          'The model provider refused Parley\'s credentials for deployment "gpt-test" (HTTP 401). An administrator needs to check its API key.',
      },
    ]);
  });

  it("retries a retryable failure before the first token, as often as the deployment's maxRetries allows", async () => {
    const engine = await engineFor(
      { failFirst: [503, 429], deltas: ['Booked.'] },
      'openai-compatible',
      2,
    );
    const events = await collectEvents(engine, answerRequest());
    expect(textOf(events)).toBe('Booked.');
    expect(server?.requests).toHaveLength(3);
  });

  it('reports the last failure once the retries are used up, and never retries a 401', async () => {
    const busy = await engineFor({ failFirst: [503, 503, 503] }, 'openai-compatible', 2);
    expect(await collectEvents(busy, answerRequest())).toEqual([
      {
        type: 'error',
        message:
          'The model provider failed (HTTP 503). Please try again; if it keeps failing, tell an administrator.',
      },
    ]);
    expect(server?.requests).toHaveLength(3);
    await server?.close();
    const refused = await engineFor({ status: 401 }, 'openai-compatible', 2);
    await collectEvents(refused, answerRequest());
    expect(server?.requests).toHaveLength(1);
  });

  it('reports an unreachable provider as a connection problem', async () => {
    const engine = await engineFor({ deltas: [] });
    await server?.close();
    server = undefined;
    const events = await collectEvents(engine, answerRequest());
    expect(events).toEqual([
      {
        type: 'error',
        message:
          'Parley could not reach the model provider of deployment "gpt-test". Please try again; if it keeps failing, an administrator needs to check the provider\'s address.',
      },
    ]);
  });

  it('hands the raw error to onProviderError for the server log', async () => {
    server = await startFakeChatCompletionsServer({ status: 503 });
    const logged: unknown[] = [];
    const engine = resolveAnswerEngine(
      'gpt-test',
      [
        {
          deploymentName: 'gpt-test',
          provider: 'openai-compatible',
          model: 'm',
          baseURL: server.baseURL,
          maxRetries: 0,
        },
      ],
      { onProviderError: (error) => logged.push(error) },
    );
    await collectEvents(engine, answerRequest());
    expect(logged).toHaveLength(1);
  });
});

describe('FileSearch documents with a real provider', () => {
  const documents = [
    { id: '1', title: 'Canteen menu', path: 'library/canteen.md', text: 'Soup on Mondays.' },
    {
      id: '2',
      title: 'Travel policy',
      path: 'library/travel.md',
      text: 'Book travel through the portal at least two weeks ahead.',
    },
  ];

  it('gives the model the matching passage and cites its document after the answer', async () => {
    const engine = await engineFor({
      deltas: ['Use the portal.'],
      usage: { prompt_tokens: 50, completion_tokens: 3 },
    });
    const events = await collectEvents(
      engine,
      answerRequest({ question: 'How do I book travel?', documents }),
    );
    const system = (server?.requests[0]?.body.messages as { content: string }[])[0]?.content;
    expect(system).toContain(
      '[Document 1] Travel policy (library/travel.md)\nBook travel through the portal',
    );
    expect(system).not.toContain('Soup');
    expect(eventSequence(events)).toEqual(['text', 'citations', 'usage']);
    expect(events).toContainEqual({
      type: 'citations',
      citations: [{ title: 'Travel policy', path: 'library/travel.md' }],
    });
  });
});
