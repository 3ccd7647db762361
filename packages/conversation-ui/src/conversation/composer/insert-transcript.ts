/** The message box's text with a transcript put in, and where the caret goes after it. */
export interface TranscriptInsertion {
  value: string;
  caret: number;
}

/**
 * Puts the transcript at the caret (replacing a selection), with a space on either side where it
 * would otherwise run into the words around it; the caret lands after the transcript.
 */
export function insertTranscript(
  value: string,
  selection: { start: number; end: number },
  transcript: string,
): TranscriptInsertion {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = after !== '' && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${lead}${transcript}${trail}`;
  return {
    value: `${before}${inserted}${after}`,
    caret: before.length + lead.length + transcript.length,
  };
}
