import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { AnswerEvent } from './answer-engine';
import { createOfflineEngine, describeReceivedFile } from './offline-engine';
import { createOfflineLanguageModel } from './offline-language-model';
import { splitTokens } from './offline-answers';
import { answerRequest, collectEvents, eventSequence, textOf } from './testing/collect-events';

const engine = createOfflineEngine({ tokenDelayMs: 0 });

function ask(question: string, overrides: Parameters<typeof answerRequest>[0] = {}) {
  return collectEvents(engine, answerRequest({ question, ...overrides }));
}

describe('the offline engine', () => {
  it('gives the same events for the same question', async () => {
    expect(await ask('What is the travel policy?')).toEqual(
      await ask('What is the travel policy?'),
    );
  });

  it("says plainly that it is Parley's offline engine, names the agent and restates the question", async () => {
    const text = textOf(await ask('What is the travel policy?'));
    expect(text).toContain("**Policy Helper** is running on Parley's offline engine");
    expect(text).toContain('no model provider is configured');
    expect(text).toContain('> What is the travel policy?');
    expect(text).toContain('`/demo help`');
  });

  it('streams the answer token by token and ends with usage', async () => {
    const events = await ask('What is the travel policy?');
    expect(eventSequence(events)).toEqual(['text', 'usage']);
    const texts = events.filter((event) => event.type === 'text');
    expect(texts.length).toBeGreaterThan(20);
    expect(events.at(-1)).toEqual({
      type: 'usage',
      model: 'offline',
      inputTokens: 11, // the words of the system prompt and the question
      outputTokens: texts.length,
    });
  });

  it('calls an agent without a name "Unnamed Agent" (chat-spec section 5)', async () => {
    const text = textOf(await ask('Hello?', { agentName: ' ' }));
    expect(text).toContain("**Unnamed Agent** is running on Parley's offline engine");
  });

  it('counts the question number in a longer conversation', async () => {
    const text = textOf(
      await ask('', {
        messages: [
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: 'Hi' },
          { role: 'user', content: 'And the leave policy?' },
        ],
      }),
    );
    expect(text).toContain('You asked (question 2 of this conversation):');
    expect(text).toContain('> And the leave policy?');
  });

  it('stops after maxTokens tokens', async () => {
    const events = await ask('/demo long 500', { maxTokens: 10 });
    expect(events.filter((event) => event.type === 'text')).toHaveLength(10);
  });
});

describe('demo commands', () => {
  it('lists every demo command in its help answer (/demo and /demo help)', async () => {
    const help = textOf(await ask('/demo help'));
    expect(textOf(await ask('/demo'))).toBe(help);
    for (const command of [
      '/demo steps',
      '/demo code',
      '/demo image',
      '/demo markdown',
      '/demo long N',
      '/demo error',
      '/demo all',
    ]) {
      expect(help).toContain(`\`${command}`);
    }
  });

  it('explains an unknown demo command before the list', async () => {
    expect(textOf(await ask('/demo dance'))).toContain('There is no demo command "dance".');
  });

  it('/demo steps sends three steps before the answer', async () => {
    const events = await ask('/demo steps');
    expect(eventSequence(events)).toEqual(['step', 'text', 'usage']);
    expect(events.filter((event) => event.type === 'step')).toHaveLength(3);
  });

  it('/demo code sends a step and code-interpreter output before the answer', async () => {
    const events = await ask('/demo code');
    expect(eventSequence(events)).toEqual(['step', 'code-interpreter', 'text', 'usage']);
    const output = events
      .map((event) => (event.type === 'code-interpreter' ? event.text : ''))
      .join('');
    expect(output).toContain('print(mean)');
    expect(output).toContain('3.875');
  });

  it('/demo image sends a PNG chart after the text that introduces it', async () => {
    const events = await ask('/demo image');
    expect(eventSequence(events)).toEqual(['text', 'step', 'image', 'usage']);
    const image = events.find((event) => event.type === 'image');
    expect(image).toMatchObject({ fileName: 'offline-demo-chart.png', mimeType: 'image/png' });
    expect(Buffer.from(image?.type === 'image' ? image.data.subarray(1, 4) : []).toString()).toBe(
      'PNG',
    );
  });

  it('/demo markdown writes headings, a table, a list and a fenced code block', async () => {
    const text = textOf(await ask('/demo markdown'));
    expect(text).toMatch(/^## Markdown demo$/m);
    expect(text).toMatch(/^\| --- \| --- \|$/m);
    expect(text).toMatch(/^1\. Ask a question\.$/m);
    expect(text).toMatch(/^```ts\n[\s\S]+\n```$/m);
  });

  it('/demo error sends a partial answer, then the error, then usage', async () => {
    const events = await ask('/demo error');
    expect(eventSequence(events)).toEqual(['text', 'error', 'usage']);
    expect(events).toContainEqual({
      type: 'error',
      message:
        'The offline engine stopped this answer on purpose (/demo error), the way a failing model provider would.',
    });
  });

  it('/demo long N answers with exactly N tokens', async () => {
    const events = await ask('/demo long 2,500');
    expect(events.filter((event) => event.type === 'text')).toHaveLength(2_500);
    expect(splitTokens(textOf(events))).toHaveLength(2_500);
    expect(events.at(-1)).toMatchObject({ type: 'usage', outputTokens: 2_500 });
  });

  it('/demo long refuses a count above 50,000 and says why', async () => {
    expect(textOf(await ask('/demo long 50001'))).toContain(
      '`/demo long` takes a whole number of tokens from 1 to 50,000, not "50001".',
    );
  });

  it('/demo all sends every event type in order', async () => {
    const events = await ask('/demo all travel', {
      documents: [
        {
          id: 'd1',
          title: 'Travel policy',
          path: 'library/travel.md',
          text: 'Travel is booked through the portal.',
        },
      ],
    });
    expect(eventSequence(events)).toEqual([
      'step',
      'code-interpreter',
      'text',
      'step',
      'image',
      'citations',
      'error',
      'usage',
    ]);
  });
});

describe('FileSearch documents', () => {
  const documents = [
    {
      id: 'd1',
      title: 'Canteen menu',
      path: 'library/canteen.md',
      text: 'Soup is served on Mondays.\n\nPizza on Fridays.',
    },
    {
      id: 'd2',
      title: 'Travel policy',
      path: 'library/travel.md',
      text: 'Expenses are refunded monthly.\n\nTrain travel is booked through the travel portal two weeks ahead.',
    },
    { id: 'd3', title: 'Leave policy', path: 'library/leave.md', text: 'Annual leave is 25 days.' },
  ];

  it('quotes the best passage and cites only the documents it used', async () => {
    const events = await ask('How is train travel booked?', { documents });
    expect(eventSequence(events)).toEqual(['step', 'text', 'citations', 'usage']);
    expect(textOf(events)).toContain(
      '**Travel policy**\n\n> Train travel is booked through the travel portal two weeks ahead.',
    );
    expect(textOf(events)).not.toContain('Soup');
    expect(events).toContainEqual({
      type: 'citations',
      citations: [{ title: 'Travel policy', path: 'library/travel.md' }],
    });
  });

  it('says when no document matches, and cites nothing', async () => {
    const events = await ask('Where is the parking garage?', { documents });
    expect(textOf(events)).toContain(
      'I searched 3 documents for your question, but none of them contains its words.',
    );
    expect(events.some((event) => event.type === 'citations')).toBe(false);
  });
});

describe('uploads', () => {
  const png = { mimeType: 'image/png', data: new Uint8Array(8) };

  it('says plainly how many images the question carried and names them', async () => {
    const text = textOf(
      await ask('', {
        messages: [
          {
            role: 'user',
            content: 'Compare these',
            images: [
              { fileName: 'before.png', ...png },
              { fileName: 'after`1`.png', ...png },
            ],
          },
        ],
      }),
    );
    expect(text).toContain(
      "I received 2 images: `before.png`, `after'1'.png`. The offline engine cannot look at images; a vision model connected to this deployment would read them.",
    );
  });

  it('mentions no images when the question carried none', async () => {
    expect(textOf(await ask('Hello'))).not.toContain('I received');
  });

  it('reports each code-interpreter file in a code-interpreter event before the answer', async () => {
    const events = await ask('Summarise the data', {
      codeInterpreterFiles: [{ fileName: 'data.csv', sizeBytes: 1_234, text: 'a\nb\n' }],
    });
    expect(eventSequence(events)).toEqual(['code-interpreter', 'text', 'usage']);
    expect(events[0]).toEqual({
      type: 'code-interpreter',
      text: 'Received data.csv: 1,234 bytes, 2 lines.\n',
    });
  });

  it('counts a last line without a line break, and says "1 line"', () => {
    expect(describeReceivedFile({ fileName: 'a.txt', sizeBytes: 1, text: 'a' })).toBe(
      'Received a.txt: 1 byte, 1 line.\n',
    );
  });
});

describe('stopping', () => {
  it('ends at once when the signal aborts, without usage', async () => {
    const paced = createOfflineEngine({ tokenDelayMs: 10_000 });
    const controller = new AbortController();
    const events: AnswerEvent[] = [];
    for await (const event of paced.stream(
      answerRequest({ question: '/demo long 100', signal: controller.signal }),
    )) {
      events.push(event);
      controller.abort();
    }
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('text');
  });

  it('sends nothing for a request aborted before it started', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await ask('/demo all', { signal: controller.signal })).toEqual([]);
  });
});

describe('the offline language model', () => {
  it('works with the AI SDK streamText like any provider model', async () => {
    const result = streamText({
      model: createOfflineLanguageModel({ tokenDelayMs: 0 }),
      messages: [{ role: 'user', content: '/demo long 7' }],
    });
    expect(await result.text).toBe("Parley's offline engine wrote this answer of");
    expect((await result.usage).outputTokens).toBe(7);
  });
});
