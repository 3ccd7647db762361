import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCheckpoints } from './answer-checkpoints';

type Write = (text: string) => Promise<void>;

describe('answer checkpoints', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function checkpoints(write = vi.fn<Write>(() => Promise.resolve())) {
    const onError = vi.fn();
    return {
      write,
      onError,
      writer: createAnswerCheckpoints({ intervalMs: 1000, write, onError }),
    };
  }

  it('writes the latest text within a second of a change, once for many tokens', async () => {
    const { write, writer } = checkpoints();
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) writer.update(text);
    await vi.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('Hello');
  });

  it('writes at most once a second while text keeps arriving', async () => {
    const { write, writer } = checkpoints();
    for (let tick = 1; tick <= 50; tick += 1) {
      writer.update('x'.repeat(tick));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(write.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(write.mock.calls.length).toBeLessThanOrEqual(5);
    expect(write).toHaveBeenLastCalledWith('x'.repeat(50));
  });

  it('writes nothing when nothing changed', async () => {
    const { write } = checkpoints();
    await vi.advanceTimersByTimeAsync(5000);
    expect(write).not.toHaveBeenCalled();
  });

  it('never runs two writes at once: a change during a slow write waits for it', async () => {
    let finishWrite = () => {};
    const write = vi.fn<Write>(
      () => new Promise<void>((resolve) => (finishWrite = () => resolve())),
    );
    const { writer } = checkpoints(write);
    writer.update('first');
    await vi.advanceTimersByTimeAsync(1000);
    writer.update('second');
    await vi.advanceTimersByTimeAsync(3000);
    expect(write).toHaveBeenCalledTimes(1);
    finishWrite();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenLastCalledWith('second');
  });

  it('waits for a write in flight when closed, and writes nothing after', async () => {
    let finishWrite = () => {};
    const write = vi.fn<Write>(
      () => new Promise<void>((resolve) => (finishWrite = () => resolve())),
    );
    const { writer } = checkpoints(write);
    writer.update('first');
    await vi.advanceTimersByTimeAsync(1000);
    writer.update('second');
    let closed = false;
    const closing = writer.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(closed).toBe(false);
    finishWrite();
    await closing;
    await vi.advanceTimersByTimeAsync(5000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('reports a failed write and goes on with the next change', async () => {
    const write = vi
      .fn<Write>(() => Promise.resolve())
      .mockRejectedValueOnce(new Error('database busy'));
    const { writer, onError } = checkpoints(write);
    writer.update('one');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(new Error('database busy'));
    writer.update('two');
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenLastCalledWith('two');
  });
});
