import { describe, expect, it } from 'vitest';
import { isApiVersionCompatible, versionMismatchMessage } from './api-version';

describe('isApiVersionCompatible', () => {
  it('accepts the client release 2.2513.3849', () => {
    expect(isApiVersionCompatible('2.2513.3849')).toBe(true);
  });

  it('accepts a fourth part or a suffix on the same major.minor.patch', () => {
    expect(isApiVersionCompatible('2.2513.3849.0')).toBe(true);
    expect(isApiVersionCompatible('2.2513.3849-rc1')).toBe(true);
  });

  it('refuses another patch, minor or major', () => {
    expect(isApiVersionCompatible('2.2513.3850')).toBe(false);
    expect(isApiVersionCompatible('2.2514.3849')).toBe(false);
    expect(isApiVersionCompatible('3.2513.3849')).toBe(false);
  });

  it('refuses text that is not a release number', () => {
    expect(isApiVersionCompatible('latest')).toBe(false);
    expect(isApiVersionCompatible('2.2513.38490')).toBe(false);
  });
});

describe('versionMismatchMessage', () => {
  it('names both versions as chat-spec section 2 words it', () => {
    expect(versionMismatchMessage('2.2600.1')).toBe(
      'Version mismatch - client: 2.2513.3849, api: 2.2600.1',
    );
  });
});
