import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineLanguageModel } from './offline-language-model';

function callFor(question: string, abortSignal?: AbortSignal) {
  return {
    prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: question }] }],
    abortSignal,
  };
}

async function deltasFrom(
  reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>,
): Promise<string[]> {
  const deltas: string[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (part.value.type === 'text-delta') deltas.push(part.value.delta);
  }
  return deltas;
}

describe('offline model pacing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first token at once and token i at i x tokenDelayMs', async () => {
    const model = createOfflineLanguageModel({ tokenDelayMs: 20 });
    const { stream } = await model.doStream(callFor('/demo long 6'));
    const received: string[] = [];
    const reading = (async () => {
      for await (const part of stream as unknown as AsyncIterable<LanguageModelV3StreamPart>) {
        if (part.type === 'text-delta') received.push(part.delta);
      }
    })();
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual(["Parley's "]);
    await vi.advanceTimersByTimeAsync(19);
    expect(received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toEqual(["Parley's ", 'offline ']);
    await vi.advanceTimersByTimeAsync(20);
    expect(received).toEqual(["Parley's ", 'offline ', 'engine ']);
    await vi.advanceTimersByTimeAsync(60);
    await reading;
  });

  it('gives a reader that fell behind every token due so far in one delta', async () => {
    const model = createOfflineLanguageModel({ tokenDelayMs: 20 });
    const { stream } = await model.doStream(callFor('/demo long 6'));
    const reader = stream.getReader();
    const firstDelta = async () => {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        if (part.value.type === 'text-delta') return part.value.delta;
      }
      return undefined;
    };
    const first = firstDelta();
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe("Parley's ");
    // The reader comes back at 100 ms: token 1 was queued at 20 ms, tokens 2 to 5 are all due.
    await vi.advanceTimersByTimeAsync(100);
    expect(await deltasFrom(reader)).toEqual(['offline ', 'engine wrote this answer']);
  });

  it('wakes a paused answer as soon as it is aborted', async () => {
    const model = createOfflineLanguageModel({ tokenDelayMs: 60_000 });
    const controller = new AbortController();
    const { stream } = await model.doStream(callFor('/demo long 5', controller.signal));
    const reader = stream.getReader();
    const reading = deltasFrom(reader);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('offline model without a delay', () => {
  it('answers doGenerate with the same text as doStream', async () => {
    const model = createOfflineLanguageModel({ tokenDelayMs: 0 });
    const generated = await model.doGenerate(callFor('/demo markdown'));
    const { stream } = await model.doStream(callFor('/demo markdown'));
    const streamed = (await deltasFrom(stream.getReader())).join('');
    expect(generated.content).toEqual([{ type: 'text', text: streamed }]);
  });
});
