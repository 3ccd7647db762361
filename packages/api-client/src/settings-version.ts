import { SETTINGS_VERSION_HEADER } from '@parley/api-contract';

/**
 * The settings version this store's cached settings are of (issue 17): every API answer carries
 * the server's (`SETTINGS_VERSION_HEADER`), raised by every settings change. Kept per store (the
 * thunk extra is one object per store).
 */
const seenVersions = new WeakMap<object, number>();

/** The `settingsVersion` of the cached `GET InstanceSettings`, if the store holds one. */
function cachedSettingsVersion(state: unknown): number | undefined {
  const queries = (state as { api?: { queries?: Record<string, unknown> } }).api?.queries ?? {};
  for (const entry of Object.values(queries)) {
    const query = entry as { endpointName?: string; data?: { settingsVersion?: unknown } };
    if (query.endpointName !== 'getInstanceSettings') continue;
    const version = query.data?.settingsVersion;
    if (typeof version === 'number') return version;
  }
  return undefined;
}

/**
 * Whether an answer's settings version is news to this store: it differs from the version the
 * store last met and from that of its cached settings. The first version met is taken as known.
 * The caller then invalidates the cached settings and features, so a change made in the console
 * reaches every open client with its next call instead of after the 7-day cache.
 */
export function isNewSettingsVersion(
  headers: Headers | undefined,
  store: { extra: object; state: unknown },
): boolean {
  const header = headers?.get(SETTINGS_VERSION_HEADER);
  if (header === null || header === undefined) return false;
  const version = Number(header);
  if (!Number.isInteger(version)) return false;
  const seen = seenVersions.get(store.extra);
  seenVersions.set(store.extra, version);
  if (version === seen) return false;
  const cached = cachedSettingsVersion(store.state);
  if (cached === undefined) return seen !== undefined;
  return version !== cached;
}
