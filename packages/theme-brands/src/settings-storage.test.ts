import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSettingsStorage, noopStorage } from './settings-storage';

afterEach(() => vi.restoreAllMocks());

describe('localSettingsStorage (chat-spec section 9)', () => {
  it('uses localStorage when it works', () => {
    expect(localSettingsStorage()).toBe(window.localStorage);
  });

  it('falls back to a no-op storage when localStorage refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const storage = localSettingsStorage();
    expect(storage).toBe(noopStorage);
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
  });
});
