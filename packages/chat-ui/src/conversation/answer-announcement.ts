/** What a live region should say next about a growing answer. */
export interface Announcement {
  /** The new text to announce, empty when there is nothing to say yet. */
  text: string;
  /** How much of the answer has been announced, including `text`. */
  announcedLength: number;
}

/** Sentence ends, line breaks and list items: where a reader can pause. */
const CHUNK_END = /[.!?:;](\s|$)|\n/g;

/**
 * The next sentence-sized chunk of `answer` after `announcedLength`: everything up to the last
 * sentence end, so a screen reader hears whole sentences rather than every token. A finished
 * answer announces its remainder.
 */
export function nextAnnouncement(
  answer: string,
  announcedLength: number,
  finished: boolean,
): Announcement {
  const unread = answer.slice(announcedLength);
  let end = finished ? unread.length : 0;
  if (!finished) {
    for (const match of unread.matchAll(CHUNK_END)) end = match.index + match[0].length;
  }
  const text = unread.slice(0, end).trim();
  return { text, announcedLength: announcedLength + end };
}
