/** Session-token headers survive a reload of the tab, never the tab itself (ARCHITECTURE section 10). */
const STORAGE_KEY = 'parley.sessionTokens';

function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Some embedded contexts (sandboxed iframes) throw on access: run without persistence.
    return null;
  }
}

export function loadSessionTokens(storage = sessionStorageOrNull()): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveSessionTokens(
  tokens: Record<string, string>,
  storage = sessionStorageOrNull(),
) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // A full or refused storage only loses the tokens on reload.
  }
}
