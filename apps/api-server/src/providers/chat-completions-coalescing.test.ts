import { describe, expect, it } from 'vitest';
import { coalesceTextChunks } from './chat-completions-coalescing';

const encoder = new TextEncoder();

/** A body that delivers `reads` one at a time, as network reads would. */
function bodyOf(reads: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const read of reads) {
        controller.enqueue(typeof read === 'string' ? encoder.encode(read) : read);
      }
      controller.close();
    },
  });
}

/** What the provider reads from `body` joined: one string per read. */
async function readsOf(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const reads: string[] = [];
  for await (const read of coalesceTextChunks(body)) {
    reads.push(decoder.decode(read, { stream: true }));
  }
  return reads;
}

const textEvent = (content: string, id = 'chatcmpl-1') =>
  `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null, logprobs: null }],
    usage: null,
  })}\n\n`;

const finishEvent = `data: ${JSON.stringify({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'fake-model',
  choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  usage: { prompt_tokens: 3, completion_tokens: 3 },
})}\n\n`;

describe('coalesceTextChunks', () => {
  it("joins the text chunks of one read into one chunk, keeping the first chunk's id", async () => {
    const reads = await readsOf(
      bodyOf([textEvent('Travel ') + textEvent(' is', 'chatcmpl-2') + textEvent(' "booked"')]),
    );
    expect(reads).toEqual([textEvent('Travel  is "booked"')]);
  });

  it('passes every other event through unchanged, in order, ending runs of text before it', async () => {
    const toolCall = `data: {"id":"c","choices":[{"index":0,"delta":{"tool_calls":[{"index":0}]}}]}\n\n`;
    const reads = await readsOf(
      bodyOf([
        textEvent('A') +
          textEvent('B') +
          toolCall +
          textEvent('C') +
          finishEvent +
          'data: [DONE]\n\n',
      ]),
    );
    expect(reads.join('')).toBe(
      textEvent('AB') + toolCall + textEvent('C') + finishEvent + 'data: [DONE]\n\n',
    );
  });

  it('passes on what each read completes at once, and holds only an unfinished event', async () => {
    const second = textEvent('B');
    const reads = await readsOf(
      bodyOf([textEvent('A') + second.slice(0, 20), second.slice(20), textEvent('C')]),
    );
    expect(reads).toEqual([textEvent('A'), textEvent('B'), textEvent('C')]);
  });

  it('keeps a character whose bytes arrive in two reads', async () => {
    const bytes = encoder.encode(textEvent('né') + textEvent('e'));
    const split = bytes.indexOf(0xc3) + 1;
    const reads = await readsOf(bodyOf([bytes.slice(0, split), bytes.slice(split)]));
    expect(reads.join('')).toBe(textEvent('née'));
  });

  it("joins text as the provider escaped it, and what it sent is what the provider's parser reads", async () => {
    const event = (content: string) =>
      `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"${content}"},"finish_reason":null}]}\n\n`;
    const reads = await readsOf(
      bodyOf([
        event('caf\\u00e9') + event(' \\/ \\"ok\\"') + event('\\ud83d\\ude00') + event('\\n'),
      ]),
    );
    expect(reads).toEqual([event('caf\\u00e9 \\/ \\"ok\\"\\ud83d\\ude00\\n')]);
    const joined = JSON.parse(reads[0]?.slice('data: '.length) ?? '') as {
      choices: [{ delta: { content: string } }];
    };
    expect(joined.choices[0].delta.content).toBe('café / "ok"😀\n');
  });

  it('does not join a chunk whose text is not well-formed JSON, so only it fails to parse', async () => {
    const event = (content: string) =>
      `data: {"id":"c","choices":[{"index":0,"delta":{"content":"${content}"}}]}\n\n`;
    const reads = await readsOf(bodyOf([event('A') + event('B\\x') + event('C')]));
    expect(reads.join('')).toBe(event('A') + event('B\\x') + event('C'));
  });

  it('does not join a chunk that differs in more than its text', async () => {
    const event = (content: string, finish: string) =>
      `data: {"id":"c","choices":[{"index":0,"delta":{"content":"${content}"},"finish_reason":${finish}}]}\n\n`;
    const reads = await readsOf(bodyOf([event('A', 'null') + event('B', '"stop"')]));
    expect(reads.join('')).toBe(event('A', 'null') + event('B', '"stop"'));
  });

  it('relays a stream with CRLF line ends byte for byte', async () => {
    const crlf = textEvent('A').replace(/\n/g, '\r\n') + textEvent('B').replace(/\n/g, '\r\n');
    expect((await readsOf(bodyOf([crlf]))).join('')).toBe(crlf);
  });
});
