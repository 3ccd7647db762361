import { until } from '@parley/api-client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../testing/api-test-server';
import { createErrorReporter, isIgnoredError, watchWindowErrors } from './report-error';

const RESIZE_OBSERVER_NOISE = 'ResizeObserver loop completed with undelivered notifications';

function recordingLogger() {
  return { error: vi.fn<(...parts: unknown[]) => void>() };
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
    const endpoint = await startApiTestServer({ 'POST /errors': { status: 204 } });
    try {
      createErrorReporter({ logger: recordingLogger(), endpoint: `${endpoint.baseUrl}/errors` })(
        new Error('render failed'),
        { source: 'render' },
      );
      await until(() => endpoint.requests.length === 1);
      expect(JSON.parse(endpoint.requests[0]?.body ?? '')).toMatchObject({
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
