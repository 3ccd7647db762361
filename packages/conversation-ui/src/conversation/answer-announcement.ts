/** What a live region should say next about a growing answer. */
export interface Announcement {
  /** The new text to announce, empty when there is nothing to say yet. */
  text: string;
  /** How much of the answer has been announced, including `text`. */
  announcedLength: number;
}

/** Sentence ends, line breaks and list items: where a reader can pause. */
const CHUNK_END = /[.!?:;](\s|$)|\n/g;

/** Markdown syntax a screen reader would otherwise read out ("star star 25 days star star"). */
const SYNTAX: [RegExp, string][] = [
  [/^\s*(`{3,}|~{3,}).*$/gm, ''], // code fences
  [/^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/gm, ''], // table rules, breaks
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their alternative text
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // links: their text
  [/^\s{0,3}#{1,6}\s+/gm, ''], // heading marks
  [/^\s{0,3}>\s?/gm, ''], // quote marks
  [/^\s*[-*+]\s+(\[[ xX]\]\s+)?/gm, ''], // bullets and task boxes
  [/(\*\*|__|~~|`)/g, ''], // strong, strikethrough, code
  [/(^|[\s(])[*_](?=\S)|(?<=\S)[*_](?=[\s).,!?;:]|$)/g, '$1'], // emphasis
  [/[ \t]*\|[ \t]*/g, ' '], // table cell borders
];

/** `markdown` as it should be spoken: its text without the syntax around it. */
export function spokenText(markdown: string): string {
  return SYNTAX.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    markdown,
  );
}

/**
 * The next sentence-sized chunk of `answer` after `announcedLength`: everything up to the last
 * sentence end, so a screen reader hears whole sentences rather than every token, as words
 * without their markdown. A finished answer announces its remainder.
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
  const text = spokenText(unread.slice(0, end)).trim();
  return { text, announcedLength: announcedLength + end };
}
