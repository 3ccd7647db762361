/** How long a process answers the settings version it read without reading it again. */
export const SETTINGS_VERSION_MAX_AGE_MS = 1_000;

export interface SettingsVersionCache {
  /** The version as read at most `maxAgeMs` ago (one read shared by the answers that wait for it). */
  current(): Promise<number>;
  /** The version read now: for the answer to a change this process has just committed. */
  fresh(): Promise<number>;
}

/**
 * The settings version every API answer carries (issue 17), without a database read per answer.
 * Several processes may serve one database (issue 21), and any of them may raise the version, so
 * nothing here can know of every change: a process re-reads the version once it is older than
 * `maxAgeMs`, and a change it makes itself is read fresh by the answer to that change (the caller
 * asks `fresh()` after its transaction committed), so its own clients meet it at once and other
 * processes' clients within `maxAgeMs`. A late read never replaces the result of one started after
 * it, so the version answered never goes back.
 */
export function settingsVersionCache(
  read: () => Promise<number>,
  { maxAgeMs = SETTINGS_VERSION_MAX_AGE_MS, now = Date.now } = {},
): SettingsVersionCache {
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  let started = 0;
  let applied = 0;

  const readNow = (): Promise<number> => {
    const ticket = ++started;
    const readAt = now();
    const pending = read()
      .then((version) => {
        if (ticket > applied) {
          applied = ticket;
          known = { version, readAt };
        }
        return version;
      })
      .finally(() => {
        if (reading === pending) reading = undefined;
      });
    reading = pending;
    return pending;
  };

  return {
    current() {
      if (known && now() - known.readAt < maxAgeMs) return Promise.resolve(known.version);
      return reading ?? readNow();
    },
    fresh: readNow,
  };
}
