import path from 'node:path';
import { attachmentFileExtensions, limits } from '@parley/api-contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { badRequest, HttpError } from '../http/http-error';
import type { UploadedFile } from './uploaded-file';

/** What answering reads of an attachment, and the type it is served with. */
export interface AttachmentContent {
  mimeType: string;
  text: string;
}

/**
 * Types that browsers only display. Every other text-like file (HTML, XML, SVG-like markup,
 * scripts) is served as text/plain, so a downloaded attachment can never run in the product's
 * origin.
 */
const displayOnlyTypes: Record<string, string> = {
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
};

const pdfMagic = Buffer.from('%PDF-', 'ascii');

function unsupported(fileName: string): HttpError {
  return new HttpError(
    415,
    `"${fileName}" is not a supported attachment: attach a PDF or a text file (${attachmentFileExtensions.join(', ')}).`,
  );
}

async function pdfText(file: UploadedFile): Promise<string> {
  if (!file.data.subarray(0, pdfMagic.length).equals(pdfMagic)) {
    throw new HttpError(
      415,
      `"${file.fileName}" is not a PDF: its content does not start with %PDF-.`,
    );
  }
  try {
    // verbosity 0: pdf.js would otherwise print warnings about damaged files to the server log.
    const document = await getDocumentProxy(new Uint8Array(file.data), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } catch {
    throw badRequest(
      `"${file.fileName}" could not be read as a PDF: the file is damaged or encrypted.`,
    );
  }
}

function utf8Text(file: UploadedFile): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file.data);
  } catch {
    throw new HttpError(
      415,
      `"${file.fileName}" is not UTF-8 text; save it as UTF-8 and attach it again.`,
    );
  }
  // A NUL byte means a binary file with a text-like name.
  if (text.includes('\u0000')) {
    throw new HttpError(415, `"${file.fileName}" is a binary file, not text.`);
  }
  return text;
}

/**
 * Reads an attachment as text: a PDF's extracted text, or a text-like file (by its name's ending)
 * that must be UTF-8. Anything else is refused with 415; a file with no text with 400. The text
 * answering reads is cut at `limits.attachmentTextMaxCharacters`.
 */
export async function readAttachmentContent(file: UploadedFile): Promise<AttachmentContent> {
  const extension = path.extname(file.fileName).toLowerCase();
  if (!(attachmentFileExtensions as readonly string[]).includes(extension)) {
    throw unsupported(file.fileName);
  }
  const isPdf = extension === '.pdf';
  const text = isPdf ? await pdfText(file) : utf8Text(file);
  if (text.trim() === '') {
    throw badRequest(
      isPdf
        ? `"${file.fileName}" contains no text that can be read (scanned pages are images, which are not read).`
        : `"${file.fileName}" contains no text.`,
    );
  }
  return {
    mimeType: isPdf ? 'application/pdf' : (displayOnlyTypes[extension] ?? 'text/plain'),
    text: text.slice(0, limits.attachmentTextMaxCharacters),
  };
}
