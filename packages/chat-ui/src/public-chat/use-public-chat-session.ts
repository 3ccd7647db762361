import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import {
  chatStreamSlice,
  sessionTokensReceived,
  useStartPublicChatSessionMutation,
} from '@parley/api-client';
import type { ChatStreamState } from '@parley/api-client';
import { PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import { useConversationDispatch } from '@parley/conversation-ui';
import {
  loadPublicSession,
  forgetPublicSession,
  savePublicSession,
} from './public-session-storage';
import type { StoredPublicSession } from './public-session-storage';

export type PublicSessionState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string | undefined }
  | { status: 'ready'; session: StoredPublicSession };

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function serverMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data) return String(data.message);
  return undefined;
}

/**
 * The visitor's anonymous session on one public endpoint: the one stored for this tab, or a new
 * one from the server. An unknown or disabled endpoint (404) is "unavailable"; other failures can
 * be retried. `renew` replaces a stored session the server no longer knows.
 */
export function usePublicChatSession(endpoint: string) {
  const dispatch = useConversationDispatch();
  const store = useStore<{ chatStream: ChatStreamState }>();
  const [startSession] = useStartPublicChatSessionMutation();
  const [state, setState] = useState<PublicSessionState>(() => {
    const stored = loadPublicSession(endpoint);
    return stored ? { status: 'ready', session: stored } : { status: 'loading' };
  });

  const begin = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const started = await startSession(endpoint).unwrap();
      const tokens = chatStreamSlice.selectors.selectSessionTokens(store.getState());
      const header = tokens[PUBLIC_SESSION_HEADER];
      const session: StoredPublicSession = {
        sessionIdentifier: started.sessionIdentifier,
        gptSystemId: started.gptSystemId,
        brandKey: started.brandKey,
        sessionTokens: header ? { [PUBLIC_SESSION_HEADER]: header } : {},
        conversationId: null,
      };
      savePublicSession(endpoint, session);
      setState({ status: 'ready', session });
    } catch (error) {
      if (statusOf(error) === 404) setState({ status: 'unavailable' });
      else setState({ status: 'failed', message: serverMessageOf(error) });
    }
  }, [endpoint, startSession, store]);

  // Once per mount, also under StrictMode's double effects: a second POST would be a second session.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (state.status === 'ready') dispatch(sessionTokensReceived(state.session.sessionTokens));
    else void begin();
  }, [begin, dispatch, state]);

  const setConversationId = useCallback(
    (conversationId: string | null) => {
      setState((current) => {
        if (current.status !== 'ready') return current;
        const session = { ...current.session, conversationId };
        savePublicSession(endpoint, session);
        return { status: 'ready', session };
      });
    },
    [endpoint],
  );

  const renew = useCallback(() => {
    forgetPublicSession(endpoint);
    void begin();
  }, [begin, endpoint]);

  return { state, retry: begin, renew, setConversationId };
}
