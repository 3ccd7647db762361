import type { FetchArgs } from '@reduxjs/toolkit/query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api';
import { retryAfterMs } from './base-query';
import { isPublicChatPath } from './token-renewal';
import { sessionTokensReceived } from './chat-stream/chat-stream-slice';
import { makeStore } from './make-store';
import { recordingTokens } from './testing/recording-tokens';
import type { RecordingTokens } from './testing/recording-tokens';
import { sendJson, startTestServer } from './testing/test-server';
import { until } from './testing/until';
import type { TestServer } from './testing/test-server';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, FetchArgs>({ query: (args) => args }),
  }),
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => sendJson(response, 200, { ok: true }));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.respond((_request, response) => sendJson(response, 200, { ok: true }));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function storeWith(tokens: RecordingTokens = recordingTokens()) {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url, tokens } });
}

function call(store: ReturnType<typeof storeWith>, args: FetchArgs) {
  return store.dispatch(probeApi.endpoints.probe.initiate(args));
}

const probePath = '/api/internal/probe';

describe('base query headers (chat-spec section 7)', () => {
  it('sends a fresh UUID X-Request-ID on every request', async () => {
    const store = storeWith();
    await call(store, { url: probePath });
    await call(store, { url: probePath });
    const [first, second] = server.requests.map((request) => request.headers['x-request-id']);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('sends the bearer header when a token exists, and none without one', async () => {
    await call(storeWith(recordingTokens({ token: 'product-token' })), { url: probePath });
    await call(storeWith(recordingTokens()), { url: probePath });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer product-token');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('sends the stored x-cosmos session tokens on every request', async () => {
    const store = storeWith();
    store.dispatch(sessionTokensReceived({ 'x-cosmos-session': 'abc' }));
    await call(store, { url: probePath });
    expect(server.requests[0]?.headers['x-cosmos-session']).toBe('abc');
  });

  it('never sends a stored session token whose name does not begin with x-cosmos', async () => {
    const store = storeWith();
    store.dispatch(sessionTokensReceived({ authorization: 'Bearer forged', 'x-cosmos-a': '1' }));
    await call(store, { url: probePath });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers['x-cosmos-a']).toBe('1');
  });

  it('stores response headers beginning with x-cosmos as session tokens', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, {}, { 'X-Cosmos-Session-Token': '0:42', 'X-Other': 'no' }),
    );
    const store = storeWith();
    await call(store, { url: probePath });
    expect(store.getState().chatStream.sessionTokens).toEqual({ 'x-cosmos-session-token': '0:42' });
  });
});

describe('base query bodies and parameters (chat-spec section 7)', () => {
  it('sends a JSON body with a JSON content type', async () => {
    await call(storeWith(), { url: probePath, method: 'PUT', body: { title: 'Hello' } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ title: 'Hello' });
  });

  it('passes multipart form data through untouched for uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob(['image-bytes'], { type: 'image/png' }), 'cat.png');
    await call(storeWith(), { url: probePath, method: 'POST', body: form });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.requests[0]?.body).toContain('filename="cat.png"');
  });

  it('appends query parameters to the path', async () => {
    await call(storeWith(), {
      url: probePath,
      params: { includeArchived: true, continuationToken: 'p2' },
    });
    expect(server.requests[0]?.url).toBe(`${probePath}?includeArchived=true&continuationToken=p2`);
  });
});

describe('base query results and error kinds (chat-spec section 8)', () => {
  it('treats every status from 200 to 299 as success', async () => {
    server.respond((_request, response) => sendJson(response, 201, { created: true }));
    const result = await call(storeWith(), { url: probePath });
    expect(result).toEqual({ data: { created: true } });
  });

  it('reports the HTTP status with the error body parsed as JSON when it is JSON', async () => {
    server.respond((_request, response) =>
      sendJson(response, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Title is required',
      }),
    );
    const result = await call(storeWith(), { url: probePath });
    expect(result.error).toEqual({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'Title is required' },
    });
  });

  it('keeps an error body that is not JSON as text', async () => {
    server.respond((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('No such conversation');
    });
    const result = await call(storeWith(), { url: probePath });
    expect(result.error).toEqual({ status: 404, data: 'No such conversation' });
  });

  it('reads a 500 body as text even when it looks like JSON (chat-spec section 8)', async () => {
    server.respond((_request, response) => sendJson(response, 500, { message: 'boom' }));
    const result = await call(storeWith(), { url: probePath });
    expect(result.error).toEqual({ status: 500, data: '{"message":"boom"}' });
  });

  it('reports PARSING_ERROR when a JSON answer cannot be parsed', async () => {
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{not json');
    });
    const result = await call(storeWith(), { url: probePath });
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
  });

  it('reports TIMEOUT_ERROR when the call outlives its own timeout', async () => {
    server.respond(() => undefined);
    const result = await call(storeWith(), { url: probePath, timeout: 50 });
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('reports FETCH_ERROR when the server cannot be reached', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const store = makeStore({ reducers: {}, extra: { baseUrl: closed.url } });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({ url: probePath }));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

describe('base query 401 rule (chat-spec section 8)', () => {
  function unauthorizedUntilFreshToken() {
    server.respond((request, response) =>
      request.headers.authorization === 'Bearer fresh-token'
        ? sendJson(response, 200, { ok: true })
        : sendJson(response, 401, { message: 'expired' }),
    );
  }

  it('clears the token, regenerates it and retries the call', async () => {
    unauthorizedUntilFreshToken();
    const tokens = recordingTokens({ token: 'expired-token' });
    const result = await call(storeWith(tokens), { url: probePath });
    expect(result).toEqual({ data: { ok: true } });
    expect(tokens.regenerations).toBe(1);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer expired-token',
      'Bearer fresh-token',
    ]);
  });

  it('regenerates once for all concurrent callers that meet a 401', async () => {
    unauthorizedUntilFreshToken();
    const tokens = recordingTokens({ token: 'expired-token' });
    let unauthorizedCallers = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { clearToken, regenerateToken } = tokens;
    tokens.clearToken = () => {
      unauthorizedCallers += 1;
      clearToken();
    };
    tokens.regenerateToken = async () => {
      await released;
      return regenerateToken();
    };
    const store = storeWith(tokens);
    const results = Promise.all([1, 2, 3].map(() => call(store, { url: probePath })));
    await until(() => unauthorizedCallers === 3);
    release();
    expect((await results).every((result) => 'data' in result)).toBe(true);
    expect(tokens.regenerations).toBe(1);
  });

  it('polls every 500 ms while the token request is not ready, then regenerates', async () => {
    unauthorizedUntilFreshToken();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tokens = recordingTokens({ token: 'expired-token', ready: false });
    const pending = call(storeWith(tokens), { url: probePath });
    await until(() => server.requests.length === 1);
    await vi.advanceTimersByTimeAsync(500 * 3);
    expect(tokens.regenerations).toBe(0);
    tokens.ready = true;
    await vi.advanceTimersByTimeAsync(499);
    expect(tokens.regenerations).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokens.regenerations).toBe(1);
    expect(await pending).toEqual({ data: { ok: true } });
  });

  it('clears the token without retrying when no account is signed in', async () => {
    unauthorizedUntilFreshToken();
    const tokens = recordingTokens({ token: 'expired-token', signedIn: false });
    const result = await call(storeWith(tokens), { url: probePath });
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.token).toBeUndefined();
    expect(tokens.regenerations).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('clears the token without retrying on a public-chat page', async () => {
    unauthorizedUntilFreshToken();
    vi.stubGlobal('location', { pathname: '/public-chat/help-desk/true', origin: server.url });
    const tokens = recordingTokens({ token: 'expired-token' });
    const result = await call(storeWith(tokens), { url: probePath });
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.token).toBeUndefined();
    expect(tokens.regenerations).toBe(0);
  });

  it('leaves the token cleared when regeneration fails', async () => {
    unauthorizedUntilFreshToken();
    const tokens = recordingTokens({ token: 'expired-token', nextToken: undefined });
    const result = await call(storeWith(tokens), { url: probePath });
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.token).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('leaves the token cleared and answers the 401 when regeneration throws', async () => {
    unauthorizedUntilFreshToken();
    const tokens = recordingTokens({ token: 'expired-token' });
    tokens.regenerateToken = () => Promise.reject(new Error('interaction required'));
    const result = await call(storeWith(tokens), { url: probePath });
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.token).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('recognises a public-chat page by its first path segment', () => {
    expect(isPublicChatPath('/public-chat/help-desk')).toBe(true);
    expect(isPublicChatPath('/chat/public-chat')).toBe(false);
  });
});

describe('base query 503 rule (chat-spec section 8)', () => {
  it('flags the service as unavailable, waits Retry-After seconds, retries until success, then clears the flag', async () => {
    let outages = 2;
    server.respond((_request, response) => {
      if (outages-- > 0) sendJson(response, 503, {}, { 'Retry-After': '3' });
      else sendJson(response, 200, { ok: true });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeWith();
    const pending = call(store, { url: probePath });
    await until(() => store.getState().serviceStatus.serviceUnavailable);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => server.requests.length === 2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await pending).toEqual({ data: { ok: true } });
    expect(server.requests).toHaveLength(3);
    expect(store.getState().serviceStatus.serviceUnavailable).toBe(false);
  });

  it('retries a 503 without Retry-After after the default 10 s (chat-spec section 9)', async () => {
    let outages = 1;
    server.respond((_request, response) =>
      outages-- > 0 ? sendJson(response, 503, {}) : sendJson(response, 200, { ok: true }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = call(storeWith(), { url: probePath });
    await until(() => server.requests.length === 1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ data: { ok: true } });
    expect(server.requests).toHaveLength(2);
  });

  it('waits 10 s when the 503 carries no Retry-After (chat-spec section 9)', () => {
    expect(retryAfterMs(null)).toBe(10_000);
    expect(retryAfterMs('not a date')).toBe(10_000);
    expect(retryAfterMs('7')).toBe(7_000);
  });

  it('reads a Retry-After written as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
  });
});
