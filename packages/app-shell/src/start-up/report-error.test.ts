import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, isIgnoredError, watchWindowErrors } from './report-error';

const RESIZE_OBSERVER_NOISE = 'ResizeObserver loop completed with undelivered notifications';

function recordingLogger() {
  return { error: vi.fn<(...parts: unknown[]) => void>() };
}

/** A local endpoint that hands back the first JSON body it receives. */
async function reportingEndpoint() {
  let resolveBody: (body: unknown) => void = () => undefined;
  const received = new Promise<unknown>((resolve) => (resolveBody = resolve));
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      resolveBody(JSON.parse(text));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/errors`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('reportError (chat-spec section 8)', () => {
  let stopWatching: () => void = () => undefined;
  afterEach(() => stopWatching());

  it('ignores "ResizeObserver loop completed with undelivered notifications"', () => {
    expect(isIgnoredError(new Error(RESIZE_OBSERVER_NOISE))).toBe(true);
    expect(isIgnoredError(RESIZE_OBSERVER_NOISE)).toBe(true);
    expect(isIgnoredError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('logs a reported error with its context through the logger', () => {
    const logger = recordingLogger();
    const failure = new Error('render failed');
    createErrorReporter({ logger })(failure, { source: 'router' });
    expect(logger.error).toHaveBeenCalledWith('Unexpected error', failure, { source: 'router' });
  });

  it('does not report the ignored ResizeObserver error', () => {
    const logger = recordingLogger();
    createErrorReporter({ logger })(new Error(RESIZE_OBSERVER_NOISE));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('posts the report as JSON to the reporting endpoint when one is set', async () => {
    const endpoint = await reportingEndpoint();
    try {
      createErrorReporter({ logger: recordingLogger(), endpoint: endpoint.url })(
        new Error('render failed'),
        { source: 'render' },
      );
      expect(await endpoint.received).toMatchObject({
        message: 'render failed',
        context: { source: 'render' },
      });
    } finally {
      await endpoint.close();
    }
  });

  it('reports uncaught window errors', () => {
    const report = vi.fn();
    stopWatching = watchWindowErrors(window, report);
    const failure = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }));
    expect(report).toHaveBeenCalledWith(failure, { source: 'window' });
  });

  it('stops the ignored ResizeObserver error before other window listeners see it', () => {
    const report = vi.fn();
    const laterListener = vi.fn();
    stopWatching = watchWindowErrors(window, report);
    window.addEventListener('error', laterListener);
    try {
      window.dispatchEvent(new ErrorEvent('error', { message: RESIZE_OBSERVER_NOISE }));
    } finally {
      window.removeEventListener('error', laterListener);
    }
    expect(report).not.toHaveBeenCalled();
    expect(laterListener).not.toHaveBeenCalled();
  });
});
