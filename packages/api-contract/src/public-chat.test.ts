import { describe, expect, it } from 'vitest';
import { paths, routes } from './paths';
import { PUBLIC_SESSION_HEADER, rateLimitMessage, unavailableEndpointMessage } from './public-chat';

function matches(pattern: string, url: string): boolean {
  return new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(url);
}

describe('public chat contract', () => {
  it('tells the visitor how many seconds to wait before asking again', () => {
    expect(rateLimitMessage(12)).toBe('Too many messages. Please wait 12 seconds and try again.');
  });

  it('rounds the wait up to whole seconds, never below one', () => {
    expect(rateLimitMessage(0.2)).toBe('Too many messages. Please wait 1 second and try again.');
    expect(rateLimitMessage(4.1)).toBe('Too many messages. Please wait 5 seconds and try again.');
  });

  it('names the endpoint that is not available', () => {
    expect(unavailableEndpointMessage('acme')).toBe(
      'The public chat "acme" does not exist or is not available.',
    );
  });

  it('sends the session in a header the client stores as a session token (chat-spec section 7)', () => {
    expect(PUBLIC_SESSION_HEADER.slice(0, 8)).toBe('x-cosmos');
  });

  it.each([
    [routes.publicConversations.session, paths.publicConversations.session('parley-demo')],
    [
      routes.publicConversations.byGptPublicEndpoint,
      paths.publicConversations.byGptPublicEndpoint('parley-demo'),
    ],
    [
      routes.publicConversations.gptSystemDetailsForConversation,
      paths.publicConversations.gptSystemDetailsForConversation('s-1'),
    ],
    [
      routes.publicConversations.promptsForConversation,
      paths.publicConversations.promptsForConversation('s-1'),
    ],
    [
      routes.publicConversations.guidelinesConsent,
      paths.publicConversations.guidelinesConsent('s-1', 'g-1'),
    ],
    [routes.publicConversations.segments, paths.publicConversations.segments('c-1')],
    [routes.publicConversations.citations, paths.publicConversations.citations('c-1', 's-1')],
    [
      routes.publicConversations.updateSelectedLeafSegmentId,
      paths.publicConversations.updateSelectedLeafSegmentId('c-1'),
    ],
  ])('pattern %s matches %s', (pattern, url) => {
    expect(matches(pattern, url)).toBe(true);
  });
});
