import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPublicSession,
  loadPublicSession,
  savePublicSession,
} from './public-session-storage';
import type { StoredPublicSession } from './public-session-storage';

const stored: StoredPublicSession = {
  sessionIdentifier: 'visitor-1',
  gptSystemId: 'agent-1',
  brandKey: 'default',
  sessionTokens: { 'x-cosmos-public-session': 'visitor-1' },
  conversationId: null,
};

afterEach(() => sessionStorage.clear());

describe('the visitor session kept per endpoint in sessionStorage', () => {
  it('gives back what was saved for the same endpoint only', () => {
    savePublicSession('parley-demo', stored);
    expect(loadPublicSession('parley-demo')).toEqual(stored);
    expect(loadPublicSession('another-chat')).toBeUndefined();
  });

  it('ignores a stored value that is not a session (edited or from an older version)', () => {
    sessionStorage.setItem('parley.publicChat.parley-demo', '{"sessionIdentifier": 42}');
    expect(loadPublicSession('parley-demo')).toBeUndefined();
    sessionStorage.setItem('parley.publicChat.parley-demo', 'not json');
    expect(loadPublicSession('parley-demo')).toBeUndefined();
  });

  it('forgets the session of one endpoint', () => {
    savePublicSession('parley-demo', stored);
    forgetPublicSession('parley-demo');
    expect(loadPublicSession('parley-demo')).toBeUndefined();
  });
});
