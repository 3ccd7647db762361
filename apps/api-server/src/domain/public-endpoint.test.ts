import { describe, expect, it } from 'vitest';
import {
  frameAncestorsPolicy,
  newSessionIdentifier,
  parseAllowedOrigins,
  questionLimits,
} from './public-endpoint';

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list, trimming spaces and trailing slashes', () => {
    expect(
      parseAllowedOrigins(' https://www.example.com/ , http://127.0.0.1:8080', 'ORIGINS'),
    ).toEqual(['https://www.example.com', 'http://127.0.0.1:8080']);
  });

  it('refuses a value that is not an origin, naming the variable and the value', () => {
    expect(() =>
      parseAllowedOrigins("https://a.example; script-src 'unsafe-inline'", 'ORIGINS'),
    ).toThrow(/^ORIGINS must list origins .*"https:\/\/a.example; script-src 'unsafe-inline'"/);
  });
});

describe('frameAncestorsPolicy', () => {
  it("lets the server's own pages and the allowed origins frame the page", () => {
    expect(frameAncestorsPolicy(['https://www.example.com'])).toBe(
      "frame-ancestors 'self' https://www.example.com",
    );
  });

  it('leaves out stored values that are not origins', () => {
    expect(frameAncestorsPolicy(['*', 'https://ok.example'])).toBe(
      "frame-ancestors 'self' https://ok.example",
    );
  });
});

describe('questionLimits', () => {
  it('counts a question against its session, its address on the endpoint and the endpoint', () => {
    const limits = questionLimits(
      {
        gptSystemId: 'agent-1',
        publicQuestionsPerMinutePerSession: 20,
        publicQuestionsPerMinutePerAddress: 60,
        publicQuestionsPerMinutePerEndpoint: 600,
      },
      'session-1',
      '127.0.0.1',
    );
    expect(limits).toEqual([
      { key: 'session:session-1', limit: 20 },
      { key: 'address:agent-1:127.0.0.1', limit: 60 },
      { key: 'endpoint:agent-1', limit: 600 },
    ]);
  });
});

describe('newSessionIdentifier', () => {
  it('carries 256 random bits, URL-safe', () => {
    const identifier = newSessionIdentifier();
    expect(identifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionIdentifier()).not.toBe(identifier);
  });
});
