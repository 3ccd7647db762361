/**
 * The one rule every text a client sends obeys, whatever field it arrives in: no NUL character
 * (U+0000). PostgreSQL cannot store it in text, so the server refuses it at its edge with a 400
 * that names each field, before any route sees the request.
 */
export const NUL_CHARACTER_MESSAGE = 'must not contain the NUL character (U+0000)';

export function containsNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * Where a value holds text with a NUL character: `["title"]`, `["lineage.parentSegmentId"]`,
 * `["visionImageIds.0"]`; object keys count as text too. `prefix` names the whole value.
 */
export function nulCharacterPaths(value: unknown, prefix = ''): string[] {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return containsNulCharacter(value) ? [prefix] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulCharacterPaths(item, at(String(index))));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(containsNulCharacter(key) ? [at(key)] : []),
      ...nulCharacterPaths(item, at(key)),
    ]);
  }
  return [];
}
