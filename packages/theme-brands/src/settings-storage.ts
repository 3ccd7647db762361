/** The part of the Web Storage API the settings use. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps nothing: used when the browser's storage is missing or refuses to work. */
export const noopStorage: SettingsStorage = {
  getItem: () => null,
  setItem: () => undefined,
};

/**
 * The browser's localStorage when it works, else a no-op storage (chat-spec section 9): private
 * modes, disabled cookies and sandboxed frames throw on access or on write.
 */
export function localSettingsStorage(): SettingsStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__parley-storage-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return noopStorage;
  }
}
