/** How one key of an entity differs between its value before and after a change. */
export type AuditKeyChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface AuditKeyDifference {
  key: string;
  change: AuditKeyChange;
}

/** The key standing for a whole value that is not an object (a list, a text, a number). */
export const WHOLE_VALUE_KEY = '(value)';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A value as the keys it shows: an object as its own keys, nothing (`null`, as before a creation)
 * as none, anything else as one key for the whole value.
 */
export function auditKeysOf(value: unknown): JsonRecord {
  if (value === null || value === undefined) return {};
  return isRecord(value) ? value : { [WHOLE_VALUE_KEY]: value };
}

/** JSON with object keys sorted, so that key order alone is never a difference. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

/**
 * The key-level difference between an entity before and after a change: each key of either
 * value, in the order the values list them (after's keys first, then the keys only before had),
 * as added, removed, changed or unchanged. Nested values compare whole: an audit entry's
 * values are small, and "roles changed" reads better than a path into them.
 */
export function auditDifferences(before: unknown, after: unknown): AuditKeyDifference[] {
  const old = auditKeysOf(before);
  const current = auditKeysOf(after);
  const keys = [...new Set([...Object.keys(current), ...Object.keys(old)])];
  return keys.map((key) => {
    const inOld = Object.hasOwn(old, key);
    const inCurrent = Object.hasOwn(current, key);
    if (!inOld) return { key, change: 'added' };
    if (!inCurrent) return { key, change: 'removed' };
    return {
      key,
      change: canonical(old[key]) === canonical(current[key]) ? 'unchanged' : 'changed',
    };
  });
}
