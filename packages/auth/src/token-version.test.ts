import { APP_VERSION, TOKEN_VERSION } from '@parley/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTokenVersion, readIndexPageVersion, readTokenVersion } from './token-version';

function jwtWith(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA' })}.${encode(payload)}.signature`;
}

const indexPage = (version: string) =>
  `<!doctype html><html><head><meta name="parley-version" content="${version}"></head><body></body></html>`;

describe('readTokenVersion', () => {
  it('reads the tokenVersion claim of the product token', () => {
    expect(readTokenVersion(jwtWith({ tokenVersion: '2.2513.3849.0' }))).toBe('2.2513.3849.0');
  });

  it('reads nothing from a token that is not a JWT', () => {
    expect(readTokenVersion('opaque')).toBeUndefined();
    expect(readTokenVersion('a.%%%.c')).toBeUndefined();
  });
});

describe('readIndexPageVersion', () => {
  it('reads the parley-version meta tag of the index page', () => {
    expect(readIndexPageVersion(indexPage('2.2600.1'))).toBe('2.2600.1');
  });
});

describe('handleTokenVersion (chat-spec sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing when the token carries TOKEN_VERSION', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const outcome = await handleTokenVersion(jwtWith({ tokenVersion: TOKEN_VERSION }), {
      refreshToken,
    });
    expect(outcome).toBe('current');
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('refreshes the token and reloads after 100 ms when the version differs', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const reload = vi.fn();
    const outcome = await handleTokenVersion(jwtWith({ tokenVersion: '2.2400.1.0' }), {
      refreshToken,
      reload,
      fetchIndexPage: async () => indexPage('2.2600.1'),
    });
    expect(outcome).toBe('reloading');
    expect(refreshToken).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('skips the reload when the fetched index page reports this same version', async () => {
    const reload = vi.fn();
    const outcome = await handleTokenVersion(jwtWith({ tokenVersion: '2.2400.1.0' }), {
      refreshToken: async () => undefined,
      reload,
      fetchIndexPage: async () => indexPage(APP_VERSION),
    });
    vi.advanceTimersByTime(100);
    expect(outcome).toBe('index-unchanged');
    expect(reload).not.toHaveBeenCalled();
  });

  it('only logs a failed index fetch and still reloads', async () => {
    const reload = vi.fn();
    const logger = { error: vi.fn() };
    await handleTokenVersion(jwtWith({ tokenVersion: '2.2400.1.0' }), {
      refreshToken: async () => undefined,
      reload,
      logger,
      fetchIndexPage: () => Promise.reject(new Error('offline')),
    });
    vi.advanceTimersByTime(100);
    expect(logger.error).toHaveBeenCalledWith('Fetching the index page failed', expect.any(Error));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a token without a version claim alone', async () => {
    const refreshToken = vi.fn(async () => undefined);
    expect(await handleTokenVersion(jwtWith({ sub: 'u' }), { refreshToken })).toBe('unknown');
    expect(refreshToken).not.toHaveBeenCalled();
  });
});
