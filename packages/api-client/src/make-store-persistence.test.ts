// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokensReceived, streamAborted } from './chat-stream/chat-stream-slice';
import { makeStore } from './make-store';

afterEach(() => sessionStorage.clear());

describe('makeStore persistence (ARCHITECTURE section 10)', () => {
  it('saves the session-token headers to sessionStorage and restores them in a new store', () => {
    makeStore({ reducers: {} }).dispatch(
      sessionTokensReceived({ 'x-cosmos-session-token': '0:7' }),
    );
    const reloaded = makeStore({ reducers: {} });
    expect(reloaded.getState().chatStream.sessionTokens).toEqual({
      'x-cosmos-session-token': '0:7',
    });
  });

  it('never persists the transient stream state', () => {
    const store = makeStore({ reducers: {} });
    store.dispatch(streamAborted());
    store.dispatch(sessionTokensReceived({ 'x-cosmos-session-token': '0:8' }));
    const reloaded = makeStore({ reducers: {} });
    expect(reloaded.getState().chatStream.streamAborted).toBe(false);
    expect(Object.keys(sessionStorage)).toEqual(['parley.sessionTokens']);
  });

  it('starts without tokens when the stored value is not a token map', () => {
    sessionStorage.setItem('parley.sessionTokens', '[not json');
    expect(makeStore({ reducers: {} }).getState().chatStream.sessionTokens).toEqual({});
  });
});
