import { describe, expect, it } from 'vitest';
import { parseStreamEvent } from './stream-events';

describe('parseStreamEvent', () => {
  it('reads a response-updated event with its PascalCase payload', () => {
    expect(parseStreamEvent('response-updated', '{"Text":"Hello"}')).toEqual({
      event: 'response-updated',
      data: { Text: 'Hello' },
    });
  });

  it('ignores an event name outside the protocol', () => {
    expect(parseStreamEvent('surprise', '{}')).toBeUndefined();
  });

  it('ignores a payload that is not JSON or misses its fields', () => {
    expect(parseStreamEvent('response-updated', 'not json')).toBeUndefined();
    expect(
      parseStreamEvent('conversation-and-segment-id', '{"ConversationId":"c"}'),
    ).toBeUndefined();
  });
});
