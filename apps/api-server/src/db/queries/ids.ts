const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; any other string cannot name a row, so callers answer 404 without querying. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
