import type { LibraryIndexSettings } from '@parley/api-contract';
import type { ExtractedSection } from './document-extraction';

/**
 * Splitting a file's sections into the chunks a library indexes and answers quote. A chunk holds
 * whole paragraphs while they fit `chunkSize` characters, a long paragraph is split at sentence
 * ends and, failing that, at spaces; each chunk after the first of a section starts with the last
 * `chunkOverlap` characters of the one before (cut at a word), so a passage that straddles the
 * cut is still found whole. Chunks never cross sections, so each keeps its page and heading.
 */

export interface Chunk {
  position: number;
  text: string;
  pageNumber: number | null;
  heading: string | null;
}

type Sizes = Pick<LibraryIndexSettings, 'chunkSize' | 'chunkOverlap'>;

/** Pieces no longer than `max`: the sentences of a paragraph, or its words when one is longer. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const result: string[] = [];
  for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
    if (sentence.length <= max) {
      result.push(sentence);
      continue;
    }
    let line = '';
    for (const word of sentence.split(/\s+/)) {
      for (let start = 0; start < word.length; start += max) {
        const part = word.slice(start, start + max);
        if (line !== '' && line.length + 1 + part.length > max) {
          result.push(line);
          line = '';
        }
        line = line === '' ? part : `${line} ${part}`;
      }
    }
    if (line !== '') result.push(line);
  }
  return result;
}

/** The end of a chunk to repeat at the start of the next: at most `overlap` characters, whole words. */
function tail(text: string, overlap: number): string {
  if (overlap <= 0 || text.length <= overlap) return overlap <= 0 ? '' : text;
  const cut = text.slice(-overlap);
  const space = cut.search(/\s/);
  return space < 0 ? '' : cut.slice(space + 1);
}

export function chunkSections(sections: readonly ExtractedSection[], sizes: Sizes): Chunk[] {
  const chunks: Chunk[] = [];
  for (const section of sections) {
    const paragraphs = section.text
      .split(/\n\s*\n/)
      .map((paragraph) =>
        paragraph
          .replace(/[ \t]+/g, ' ')
          .replace(/\s*\n\s*/g, '\n')
          .trim(),
      )
      .filter((paragraph) => paragraph !== '');
    let current = '';
    let fresh = true;
    const emit = () => {
      if (fresh) return;
      chunks.push({
        position: chunks.length,
        text: current,
        pageNumber: section.pageNumber,
        heading: section.heading,
      });
      current = tail(current, sizes.chunkOverlap);
      fresh = true;
    };
    for (const paragraph of paragraphs) {
      for (const piece of pieces(paragraph, sizes.chunkSize - sizes.chunkOverlap)) {
        const joined = current === '' ? piece : `${current}\n\n${piece}`;
        if (!fresh && joined.length > sizes.chunkSize) {
          emit();
          current = current === '' ? piece : `${current} ${piece}`;
        } else {
          current = joined;
        }
        fresh = false;
      }
    }
    emit();
  }
  return chunks;
}
