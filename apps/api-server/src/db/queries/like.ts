/** An `ilike` pattern for text anywhere in a value; `%`, `_` and `\` in the text match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
