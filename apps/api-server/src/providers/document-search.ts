import type { AnswerDocument } from './answer-engine';

/** The best passage of a document for a question, and how well it matched. */
export interface RankedPassage {
  document: AnswerDocument;
  passage: string;
  /** Distinct question terms found in the passage, plus half a point per term in the title. */
  score: number;
}

interface PassageSearchOptions {
  /** How many documents to keep, best first. */
  maxDocuments: number;
  /** Longest passage quoted, in characters; longer paragraphs are split at sentence ends. */
  maxPassageLength: number;
}

/** Words too common to say anything about what a question is about. */
const stopWords = new Set(
  (
    'a an and are as at be by can could do does for from had has have how i in is it its me my no ' +
    'not of on or our should so than that the their them then there these they this to was we what ' +
    'when where which who why will with would you your about into please tell give show'
  ).split(' '),
);

/** The distinct meaningful lower-case words of a text, in order of first appearance. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 1 && !stopWords.has(word)))];
}

function countMatches(text: string, terms: readonly string[]): { distinct: number; total: number } {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let distinct = 0;
  let total = 0;
  for (const term of terms) {
    const count = counts.get(term) ?? 0;
    if (count > 0) distinct += 1;
    total += count;
  }
  return { distinct, total };
}

function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.lastIndexOf(' ', maxLength - 1);
  return `${text.slice(0, cut > 0 ? cut : maxLength - 1)}…`;
}

/** Paragraphs of the text, long ones regrouped sentence by sentence to fit `maxLength`. */
export function splitPassages(text: string, maxLength: number): string[] {
  const passages: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (flat === '') continue;
    let current = '';
    for (const sentence of flat.split(/(?<=[.!?])\s+/)) {
      if (current !== '' && current.length + 1 + sentence.length > maxLength) {
        passages.push(current);
        current = '';
      }
      current = current === '' ? sentence : `${current} ${sentence}`;
    }
    passages.push(truncateAtWord(current, maxLength));
  }
  return passages;
}

/**
 * The passages to answer from, best first: each attached document's best passage by term overlap
 * with the question (ties keep the documents' order, so the result is deterministic), then the
 * library passages a search retrieved, in its order (found by meaning, they may share no word with
 * the question).
 */
export function findRelevantPassages(
  question: string,
  documents: readonly AnswerDocument[],
  options: PassageSearchOptions,
): RankedPassage[] {
  const retrieved = documents
    .filter((document) => document.retrieved)
    .map((document) => ({
      document,
      passage: truncateAtWord(document.text.replace(/\s+/g, ' ').trim(), options.maxPassageLength),
      score: 0,
    }));
  const attached = documents.filter((document) => !document.retrieved);
  return [...passagesByTerms(question, attached, options), ...retrieved].slice(
    0,
    options.maxDocuments,
  );
}

function passagesByTerms(
  question: string,
  documents: readonly AnswerDocument[],
  options: PassageSearchOptions,
): RankedPassage[] {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const ranked = documents.map((document, order) => {
    const title = countMatches(document.title, terms);
    let best = { passage: '', distinct: 0, total: 0 };
    for (const passage of splitPassages(document.text, options.maxPassageLength)) {
      const matches = countMatches(passage, terms);
      const better =
        matches.distinct > best.distinct ||
        (matches.distinct === best.distinct && matches.total > best.total);
      if (best.passage === '' || better) best = { passage, ...matches };
    }
    return {
      order,
      total: best.total,
      result: { document, passage: best.passage, score: best.distinct + title.distinct / 2 },
    };
  });
  return ranked
    .filter(({ result }) => result.score > 0 && result.passage !== '')
    .sort((a, b) => b.result.score - a.result.score || b.total - a.total || a.order - b.order)
    .slice(0, options.maxDocuments)
    .map(({ result }) => result);
}
