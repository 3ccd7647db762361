import { parse as parseCsv } from 'csv-parse/sync';
import { convert as htmlToText } from 'html-to-text';
import type { FormatCallback } from 'html-to-text';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { LibraryFileExtension } from '@parley/api-contract';

/**
 * Reading a library file's text (issue 16): each format with an existing library (pdf.js through
 * unpdf, mammoth for Word, html-to-text, csv-parse), into sections that keep what a citation can
 * point at: the PDF page, the heading a passage falls under. Runs in the extraction worker thread
 * (`jobs/extraction-worker.ts`), so a large PDF never holds the server's event loop.
 */

/** A stretch of a file's text with where it sits. */
export interface ExtractedSection {
  text: string;
  pageNumber: number | null;
  heading: string | null;
}

/** A file that cannot be read as its type says: it ends in Error with this message, not retried. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const zipMagic = [0x50, 0x4b, 0x03, 0x04]; // PK.. (a .docx is a zip)

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

function utf8(fileName: string, bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFileError(
      `"${fileName}" is not UTF-8 text; save it as UTF-8 and upload it again.`,
    );
  }
  if (text.includes('\u0000'))
    throw new UnreadableFileError(`"${fileName}" is a binary file, not text.`);
  return text;
}

async function pdfSections(fileName: string, bytes: Uint8Array): Promise<ExtractedSection[]> {
  if (!startsWith(bytes, pdfMagic)) {
    throw new UnreadableFileError(
      `"${fileName}" is not a PDF: its content does not start with %PDF-.`,
    );
  }
  let pages: string[];
  try {
    // verbosity 0: pdf.js would otherwise print warnings about damaged files to the server log.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    ({ text: pages } = await extractText(document, { mergePages: false }));
  } catch {
    throw new UnreadableFileError(
      `"${fileName}" could not be read as a PDF: the file is damaged or encrypted.`,
    );
  }
  return pages.map((text, index) => ({ text, pageNumber: index + 1, heading: null }));
}

/** Headings become Markdown headings, so one splitter serves HTML, Word and Markdown alike. */
const markdownHeading: FormatCallback = (element, walk, builder, options) => {
  const level = Number(/^h([1-6])$/.exec(element.name ?? '')?.[1] ?? 1);
  builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 2 });
  builder.addInline(`${'#'.repeat(level)} `);
  walk(element.children, builder);
  builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 2 });
};

/** The readable text of an HTML page: no scripts, styles, images or link targets. */
function htmlText(html: string): string {
  return htmlToText(html, {
    wordwrap: false,
    formatters: { markdownHeading },
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        format: 'markdownHeading',
      })),
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'table', format: 'dataTable' },
    ],
  });
}

/** Splits Markdown at its ATX headings (outside fenced code); each part keeps its heading. */
export function markdownSections(text: string): ExtractedSection[] {
  const sections: ExtractedSection[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    const body = lines.join('\n').trim();
    if (body !== '') sections.push({ text: body, pageNumber: null, heading });
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) {
      flush();
      heading = match[1] ?? null;
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

async function wordSections(fileName: string, bytes: Uint8Array): Promise<ExtractedSection[]> {
  if (!startsWith(bytes, zipMagic)) {
    throw new UnreadableFileError(
      `"${fileName}" is not a Word document (.docx); older .doc files must be saved as .docx first.`,
    );
  }
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new UnreadableFileError(
      `"${fileName}" could not be read as a Word document: it is damaged.`,
    );
  }
  return markdownSections(htmlText(html));
}

/** Each row as "column: value" pairs, so a passage carries the meaning of its cells. */
function csvSections(fileName: string, text: string): ExtractedSection[] {
  let rows: string[][];
  try {
    rows = parseCsv(text, { relax_column_count: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw new UnreadableFileError(
      `"${fileName}" could not be read as CSV: ${error instanceof Error ? error.message : 'malformed'}.`,
    );
  }
  const [header, ...records] = rows;
  if (!header) return [];
  const lines = records.map((record) =>
    record.map((cell, index) => `${header[index] ?? `Column ${index + 1}`}: ${cell}`).join('; '),
  );
  return [{ text: lines.join('\n\n'), pageNumber: null, heading: null }];
}

/**
 * The text of a library file by its type (the name's ending, checked on upload), in sections.
 * Throws `UnreadableFileError` with the reason in words when the content is not what the name
 * says or holds no text.
 */
export async function extractDocument(file: {
  fileName: string;
  extension: LibraryFileExtension;
  bytes: Uint8Array;
}): Promise<ExtractedSection[]> {
  const { fileName, extension, bytes } = file;
  let sections: ExtractedSection[];
  switch (extension) {
    case '.pdf':
      sections = await pdfSections(fileName, bytes);
      break;
    case '.docx':
      sections = await wordSections(fileName, bytes);
      break;
    case '.html':
    case '.htm':
      sections = markdownSections(htmlText(utf8(fileName, bytes)));
      break;
    case '.md':
    case '.markdown':
      sections = markdownSections(utf8(fileName, bytes));
      break;
    case '.csv':
      sections = csvSections(fileName, utf8(fileName, bytes));
      break;
    case '.txt':
      sections = [{ text: utf8(fileName, bytes), pageNumber: null, heading: null }];
      break;
  }
  const readable = sections.filter((section) => section.text.trim() !== '');
  if (readable.length === 0) {
    throw new UnreadableFileError(
      extension === '.pdf'
        ? `"${fileName}" contains no text that can be read (scanned pages are images, which are not read).`
        : `"${fileName}" contains no text.`,
    );
  }
  return readable;
}
