/**
 * How much of an answer one read-aloud request carries. The server takes up to 8,000
 * characters (SPEECH_TEXT_MAX_LENGTH); smaller parts start the voice sooner, since the first
 * part plays while the next is synthesised.
 */
export const SPEECH_PART_LENGTH = 1500;

/**
 * An answer's markdown cut into parts of at most `maxLength` characters, at paragraph breaks
 * where it can, else at line breaks, sentence ends or spaces; never inside a code fence's
 * opening line. Together the parts are the whole answer.
 */
export function speechParts(markdown: string, maxLength = SPEECH_PART_LENGTH): string[] {
  const parts: string[] = [];
  let rest = markdown.trim();
  while (rest.length > maxLength) {
    const window = rest.slice(0, maxLength);
    const cut = [
      /\n\s*\n(?![\s\S]*\n\s*\n)/,
      /\n(?![\s\S]*\n)/,
      /[.!?؟](?=\s)(?![\s\S]*[.!?؟]\s)/,
      /\s(?!\S*\s)/,
    ]
      .map((boundary) => boundary.exec(window))
      .find((match) => match !== null && match.index > maxLength / 3);
    const end = cut ? cut.index + cut[0].length : maxLength;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest !== '') parts.push(rest);
  return parts;
}
