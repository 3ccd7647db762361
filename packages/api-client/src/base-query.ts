import { delays } from '@parley/api-contract';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ApiExtra } from './api-extra';
import { apiUrl } from './api-url';
import { sessionTokensReceived } from './chat-stream/chat-stream-slice';
import { parseErrorText } from './http-errors';
import { requestHeaders, sessionTokenHeaders } from './request-headers';
import { serviceUnavailableChanged } from './service-status/service-status-slice';
import { renewTokenAfterUnauthorized } from './token-renewal';
import { wait } from './wait';

type QueryResult = Awaited<ReturnType<BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError>>> & {
  meta?: FetchBaseQueryMeta;
};

/**
 * Success bodies are JSON when the server says so and text otherwise (exports); error bodies are
 * parsed as JSON when possible; a 500 body is read as text (chat-spec section 8).
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.status === 500) return text;
  if (!text) return null;
  if (!response.ok) return parseErrorText(text);
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? JSON.parse(text) : text;
}

const fetchOnce = fetchBaseQuery({
  prepareHeaders(headers, { getState, extra }) {
    const ours = requestHeaders(getState(), (extra as ApiExtra).tokens);
    for (const [name, value] of Object.entries(ours)) headers.set(name, value);
    return headers;
  },
  responseHandler: readBody,
});

function withBaseUrl(args: string | FetchArgs, baseUrl: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: apiUrl(baseUrl, request.url) };
}

function bearerOf(result: QueryResult): string | null | undefined {
  return result.meta?.request.headers.get('authorization');
}

function statusOf(result: QueryResult): number | undefined {
  return result.meta?.response?.status;
}

/** Sends once and stores the x-cosmos headers of the answer (chat-spec section 7). */
async function send(
  args: FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<QueryResult> {
  const result = (await fetchOnce(args, api, extraOptions)) as QueryResult;
  const headers = result.meta?.response?.headers;
  if (headers) {
    const tokens = sessionTokenHeaders(headers);
    if (Object.keys(tokens).length > 0) api.dispatch(sessionTokensReceived(tokens));
  }
  return result;
}

/** Retry-After in seconds or as an HTTP date; 10 s when absent or unreadable (chat-spec section 9). */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  const fallback = delays.serviceUnavailableDefaultWaitSeconds * 1000;
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - now);
}

/** 503: flag the outage, wait Retry-After, retry until the server answers otherwise (section 8). */
async function sendThroughOutages(
  args: FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<QueryResult> {
  let result = await send(args, api, extraOptions);
  if (statusOf(result) !== 503) return result;
  api.dispatch(serviceUnavailableChanged(true));
  try {
    while (statusOf(result) === 503 && !api.signal.aborted) {
      await wait(retryAfterMs(result.meta?.response?.headers.get('retry-after')));
      result = await send(args, api, extraOptions);
    }
  } finally {
    api.dispatch(serviceUnavailableChanged(false));
  }
  return result;
}

/**
 * The base query of every endpoint: headers, JSON or multipart bodies, query parameters and
 * per-call timeouts through `fetchBaseQuery`, plus the 401 and 503 rules of chat-spec section 8.
 * Errors are `FETCH_ERROR`, `TIMEOUT_ERROR`, `PARSING_ERROR`, or the HTTP status with its body.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const { baseUrl, tokens } = api.extra as ApiExtra;
  const request = withBaseUrl(args, baseUrl);
  const result = await sendThroughOutages(request, api, extraOptions);
  if (statusOf(result) !== 401) return result;

  const retry = await renewTokenAfterUnauthorized(tokens, bearerOf(result));
  return retry ? sendThroughOutages(request, api, extraOptions) : result;
};
