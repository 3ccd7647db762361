/**
 * An anonymous visitor's session per public endpoint, kept in sessionStorage so a reload (or the
 * widget's iframe coming back) keeps the conversation, and a new tab starts afresh. Storage can be
 * missing or refused (private modes, third-party iframes): the chat then simply forgets on reload.
 */
export interface StoredPublicSession {
  sessionIdentifier: string;
  gptSystemId: string;
  brandKey: string;
  /** The session headers (names beginning x-cosmos) the server answered with. */
  sessionTokens: Record<string, string>;
  /** The conversation the visitor has open; null before the first question or after "New". */
  conversationId: string | null;
}

const keyFor = (endpoint: string) => `parley.publicChat.${endpoint}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function isStoredSession(value: unknown): value is StoredPublicSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredPublicSession>;
  return (
    typeof candidate.sessionIdentifier === 'string' &&
    typeof candidate.gptSystemId === 'string' &&
    typeof candidate.brandKey === 'string' &&
    typeof candidate.sessionTokens === 'object' &&
    candidate.sessionTokens !== null &&
    (candidate.conversationId === null || typeof candidate.conversationId === 'string')
  );
}

export function loadPublicSession(endpoint: string): StoredPublicSession | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyFor(endpoint)) ?? 'null');
    return isStoredSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function savePublicSession(endpoint: string, session: StoredPublicSession): void {
  try {
    storage()?.setItem(keyFor(endpoint), JSON.stringify(session));
  } catch {
    // Storage full or refused: the session lasts as long as the page.
  }
}

export function forgetPublicSession(endpoint: string): void {
  try {
    storage()?.removeItem(keyFor(endpoint));
  } catch {
    // Nothing stored to forget.
  }
}
