import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { describeProviderError, redactSecrets } from './provider-errors';

const context = { deploymentName: 'gpt-test', secrets: ['my-own-secret-value'] };

function apiError(statusCode: number, message: string) {
  return new APICallError({
    message,
    url: 'https://api.example/v1',
    requestBodyValues: {},
    statusCode,
  });
}

describe('describeProviderError', () => {
  it("passes on the provider's explanation of a rejected request, without secrets", () => {
    const message = describeProviderError(
      apiError(
        400,
        'Context too long for key my-own-secret-value (Bearer abc.def) sk-proj-abcdef123456',
      ),
      context,
    );
    expect(message).toBe(
      'The model provider rejected the request (HTTP 400). The provider said: "Context too long for key [redacted] ([redacted]) [redacted]"',
    );
  });

  it('asks the user to wait on HTTP 429', () => {
    expect(describeProviderError(apiError(429, 'slow down'), context)).toBe(
      'The model provider is busy or over its quota (HTTP 429). Please try again in a minute.',
    );
  });

  it('points an administrator at the model name on HTTP 404', () => {
    expect(describeProviderError(apiError(404, 'no such model'), context)).toContain(
      'does not know the model of deployment "gpt-test" (HTTP 404)',
    );
  });

  it('never shows the text of an unexpected error', () => {
    expect(describeProviderError(new Error('my-own-secret-value leaked'), context)).toBe(
      'The model provider failed unexpectedly. Please try again; if it keeps failing, tell an administrator.',
    );
  });
});

describe('redactSecrets', () => {
  it('ignores secrets too short to be keys, so ordinary words survive', () => {
    expect(redactSecrets('a b c', ['a'])).toBe('a b c');
  });
});
