import { describe, expect, it } from 'vitest';
import { publicChatMessages, updateAgentPublicChatRequestSchema } from './agent-public-chat';

const valid = {
  enabled: true,
  allowedOrigins: ['https://www.example.com', 'http://127.0.0.1:8080'],
  questionsPerMinutePerSession: 20,
  questionsPerMinutePerAddress: 60,
  questionsPerMinutePerEndpoint: 600,
  brandKey: null,
};

function messagesFor(input: unknown) {
  const result = updateAgentPublicChatRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('updateAgentPublicChatRequestSchema', () => {
  it('takes origins with a scheme, a host and an optional port', () => {
    expect(messagesFor(valid)).toEqual([]);
  });

  it.each([
    ['https://www.example.com/chat', /no path, query or fragment/],
    ['https://*.example.com', /wildcards are not supported/],
    ['www.example.com', /must start with https:\/\//],
    ['https://www.example.com:70000', /port must be from 1 to 65535/],
    ['https://exa mple.com', /is not an origin/],
  ])('refuses %s, naming the origin and its fault', (origin, message) => {
    const [first] = messagesFor({ ...valid, allowedOrigins: ['https://ok.example', origin] });
    expect(first).toMatch(/^allowedOrigins\.1: /);
    expect(first).toMatch(message);
    expect(first).toContain(origin);
  });

  it('refuses an origin listed twice, whatever its case', () => {
    expect(
      messagesFor({ ...valid, allowedOrigins: ['https://a.example', 'https://A.example'] }),
    ).toEqual([`allowedOrigins: ${publicChatMessages.repeatedOrigin('https://A.example')}`]);
  });

  it.each([0, -1, 1.5, 1001])('refuses %s questions per minute per session', (value) => {
    expect(messagesFor({ ...valid, questionsPerMinutePerSession: value })).toEqual([
      `questionsPerMinutePerSession: ${publicChatMessages.rateLimit('questionsPerMinutePerSession')}`,
    ]);
  });
});
