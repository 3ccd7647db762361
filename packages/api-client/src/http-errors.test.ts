import { describe, expect, it } from 'vitest';
import { parseAsyncTaskErrors, parseErrorText } from './http-errors';

describe('parseErrorText (chat-spec section 5)', () => {
  it('parses server error text as JSON when it is JSON', () => {
    expect(parseErrorText('{"message":"No access"}')).toEqual({ message: 'No access' });
  });

  it('keeps error text that is not JSON as it is', () => {
    expect(parseErrorText('Service restarting')).toBe('Service restarting');
  });
});

describe('parseAsyncTaskErrors (chat-spec section 5)', () => {
  it('turns "Field: message" lines into field and message pairs', () => {
    expect(parseAsyncTaskErrors('Name: is required\nTemperature: must be at most 2')).toEqual([
      { field: 'Name', message: 'is required' },
      { field: 'Temperature', message: 'must be at most 2' },
    ]);
  });

  it('reads the field errors of a contract error body', () => {
    const body = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid configuration',
      fields: [{ field: 'maxTokens', message: 'must be positive' }],
    });
    expect(parseAsyncTaskErrors(body)).toEqual([
      { field: 'maxTokens', message: 'must be positive' },
    ]);
  });

  it('reads a validation-problem body with several messages per field', () => {
    const body = JSON.stringify({ errors: { TopP: ['too high', 'not a number'] } });
    expect(parseAsyncTaskErrors(body)).toEqual([
      { field: 'TopP', message: 'too high' },
      { field: 'TopP', message: 'not a number' },
    ]);
  });

  it('keeps text it cannot split as one pair with an empty field', () => {
    expect(parseAsyncTaskErrors('The deployment is unavailable')).toEqual([
      { field: '', message: 'The deployment is unavailable' },
    ]);
  });
});
