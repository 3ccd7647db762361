import { randomBytes } from 'node:crypto';
import { isOrigin } from '@parley/api-contract';
import type { RateLimit } from './rate-limit';

/**
 * A comma-separated list of origins (`PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS`); anything that is not
 * an origin is refused, so nothing else can reach the Content-Security-Policy header.
 */
export function parseAllowedOrigins(value: string, name: string): string[] {
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const invalid = origins.filter((origin) => !isOrigin(origin));
  if (invalid.length > 0) {
    throw new Error(
      `${name} must list origins such as "https://www.example.com" or "http://127.0.0.1:8080", separated by commas; not ${invalid.map((origin) => `"${origin}"`).join(', ')}.`,
    );
  }
  return origins;
}

/**
 * The Content-Security-Policy of a public-chat page: only the server's own pages and the endpoint's
 * allowed origins may frame it. Stored values that are not origins are left out.
 */
export function frameAncestorsPolicy(allowedOrigins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...allowedOrigins.filter(isOrigin)].join(' ');
}

/** A public endpoint's per-minute question limits, as stored with its agent. */
export interface PublicEndpointLimits {
  gptSystemId: string;
  publicQuestionsPerMinutePerSession: number;
  publicQuestionsPerMinutePerAddress: number;
  publicQuestionsPerMinutePerEndpoint: number;
}

export const rateLimitWindowMs = 60_000;

/** The three limits a visitor's question counts against: their session, their address, the endpoint. */
export function questionLimits(
  endpoint: PublicEndpointLimits,
  sessionIdentifier: string,
  clientAddress: string,
): RateLimit[] {
  const id = endpoint.gptSystemId;
  return [
    { key: `session:${sessionIdentifier}`, limit: endpoint.publicQuestionsPerMinutePerSession },
    {
      key: `address:${id}:${clientAddress}`,
      limit: endpoint.publicQuestionsPerMinutePerAddress,
    },
    { key: `endpoint:${id}`, limit: endpoint.publicQuestionsPerMinutePerEndpoint },
  ];
}

/**
 * A visitor's image uploads count against the endpoint's per-minute question limits (session,
 * address, endpoint), in buckets of their own: uploading an image does not use up a question.
 */
export function uploadLimits(
  endpoint: PublicEndpointLimits,
  sessionIdentifier: string,
  clientAddress: string,
): RateLimit[] {
  return questionLimits(endpoint, sessionIdentifier, clientAddress).map((limit) => ({
    ...limit,
    key: `upload:${limit.key}`,
  }));
}

/** New sessions from one address count against that address's question limit, in their own bucket. */
export function sessionLimits(endpoint: PublicEndpointLimits, clientAddress: string): RateLimit[] {
  return [
    {
      key: `new-session:${endpoint.gptSystemId}:${clientAddress}`,
      limit: endpoint.publicQuestionsPerMinutePerAddress,
    },
  ];
}

/** 256 random bits: the session identifier is the visitor's only credential, so it cannot be guessed. */
export function newSessionIdentifier(): string {
  return randomBytes(32).toString('base64url');
}
