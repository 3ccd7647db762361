import { until } from '@parley/api-client/testing';
import { APP_VERSION, errorReportLimits, errorReportPaths } from '@parley/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../testing/api-test-server';
import type { ApiTestServer } from '../testing/api-test-server';
import { createErrorReporter, isIgnoredError, watchWindowErrors } from './report-error';
import type { ErrorReporterOptions } from './report-error';

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

  let server: ApiTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    window.history.pushState(null, '', '/');
  });

  /** A reporter for the chat app posting to a recording server's error-report endpoint. */
  async function chatReporter(options: Partial<ErrorReporterOptions> = {}) {
    server = await startApiTestServer({
      [`POST ${errorReportPaths.report()}`]: { status: 204 },
      'POST /collector': { status: 204 },
    });
    const logger = recordingLogger();
    const report = createErrorReporter({
      app: 'chat',
      environment: 'production',
      serverOrigin: server.baseUrl,
      logger,
      ...options,
    });
    return { report, logger, server };
  }
  const posted = async (to: ApiTestServer, count = 1) => {
    await until(() => to.requests.length === count);
    return to.requests.map((request) => ({
      url: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(request.body) as Record<string, unknown>,
    }));
  };

  it('logs a reported error with its context through the logger', async () => {
    const { report, logger, server: recording } = await chatReporter();
    const failure = new Error('render failed');
    report(failure, { source: 'router' });
    expect(logger.error).toHaveBeenCalledWith('Unexpected error', failure, { source: 'router' });
    await posted(recording);
  });

  it('does not report the ignored ResizeObserver error', async () => {
    const { report, logger, server: recording } = await chatReporter();
    report(new Error(RESIZE_OBSERVER_NOISE));
    report(new Error('after the noise'));
    const [only] = await posted(recording);
    expect(only?.body.message).toBe('after the noise');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("posts to the server's own endpoint with the product token, the page's path without its query", async () => {
    window.history.pushState(null, '', '/chat/42?search=salary#answer');
    const { report, server: recording } = await chatReporter();
    report.useToken(() => 'product-token');
    const failure = new Error('render failed');
    report(failure, { source: 'render' });
    const [sent] = await posted(recording);
    expect(sent).toEqual({
      url: errorReportPaths.report(),
      authorization: 'Bearer product-token',
      body: {
        app: 'chat',
        environment: 'production',
        release: APP_VERSION,
        message: 'render failed',
        stack: failure.stack,
        path: '/chat/42',
        source: 'render',
      },
    });
  });

  it('reports anonymously without a token', async () => {
    const { report, server: recording } = await chatReporter({ app: 'public-chat' });
    report('a thrown string');
    const [sent] = await posted(recording);
    expect(sent?.authorization).toBeUndefined();
    expect(sent?.body).toMatchObject({ app: 'public-chat', message: 'a thrown string' });
  });

  it("keeps a long message and stack within the contract's limits", async () => {
    const { report, server: recording } = await chatReporter();
    const failure = new Error('m'.repeat(errorReportLimits.messageMaxLength + 10));
    failure.stack = 's'.repeat(errorReportLimits.stackMaxLength + 10);
    report(failure);
    const [sent] = await posted(recording);
    expect(sent?.body.message).toHaveLength(errorReportLimits.messageMaxLength);
    expect(sent?.body.stack).toHaveLength(errorReportLimits.stackMaxLength);
  });

  it('posts to an external collector instead, never with the product token', async () => {
    const recording = await startApiTestServer({ 'POST /collector': { status: 204 } });
    server = recording;
    const report = createErrorReporter({
      app: 'admin',
      environment: 'production',
      collector: `${recording.baseUrl}/collector`,
      logger: recordingLogger(),
    });
    report.useToken(() => 'product-token');
    report(new Error('console failed'));
    const [sent] = await posted(recording);
    expect(sent?.url).toBe('/collector');
    expect(sent?.authorization).toBeUndefined();
    expect(sent?.body).toMatchObject({ app: 'admin', message: 'console failed' });
  });

  it("switches the environment to the settings' name when it differs (chat-spec start-up)", async () => {
    const { report, server: recording } = await chatReporter();
    report.settingsLoaded({ name: 'production', organizationName: 'Contoso' });
    expect(report.environment()).toBe('production');
    report.settingsLoaded({ name: 'Parley Staging', organizationName: 'Contoso' });
    expect(report.environment()).toBe('Parley Staging');
    report(new Error('after the settings'));
    const [sent] = await posted(recording);
    expect(sent?.body.environment).toBe('Parley Staging');
  });

  it('samples every error, no replays, and traces only for the listed organisation/environment (chat-spec section 9)', async () => {
    const { report } = await chatReporter({
      fullTraces: [{ organizationName: 'Contoso', environment: 'Parley Staging' }],
    });
    expect(report.sampling()).toEqual({ errors: 1, replays: 0, traces: 0 });
    report.settingsLoaded({ name: 'Parley Staging', organizationName: 'Contoso' });
    expect(report.sampling()).toEqual({ errors: 1, replays: 0, traces: 1 });
    report.settingsLoaded({ name: 'Parley Staging', organizationName: 'Fabrikam' });
    expect(report.sampling()).toEqual({ errors: 1, replays: 0, traces: 0 });
  });

  it('logs a report the server refuses, without throwing', async () => {
    server = await startApiTestServer({
      [`POST ${errorReportPaths.report()}`]: { status: 429, body: { message: 'Too many' } },
    });
    const logger = recordingLogger();
    createErrorReporter({
      app: 'chat',
      environment: 'production',
      serverOrigin: server.baseUrl,
      logger,
    })(new Error('refused'));
    await until(() => logger.error.mock.calls.length === 2);
    expect(logger.error).toHaveBeenLastCalledWith('Error report refused with status 429');
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
