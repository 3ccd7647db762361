import { limits } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { readAttachmentContent } from './attachment-text';
import { pdfWithText } from '../test-support/document-fixtures';

const file = (fileName: string, data: string | Buffer, declaredMimeType = 'text/plain') => ({
  fileName,
  declaredMimeType,
  data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
});

describe('readAttachmentContent', () => {
  it('reads a UTF-8 text file as it is, without its byte order mark', async () => {
    const content = await readAttachmentContent(file('notes.txt', '\uFEFFCafé opens at 8.'));
    expect(content).toEqual({ mimeType: 'text/plain', text: 'Café opens at 8.' });
  });

  it('keeps the types browsers only display: markdown, CSV and JSON', async () => {
    expect((await readAttachmentContent(file('a.md', '# A'))).mimeType).toBe('text/markdown');
    expect((await readAttachmentContent(file('a.csv', 'x,y'))).mimeType).toBe('text/csv');
    expect((await readAttachmentContent(file('a.json', '{}'))).mimeType).toBe('application/json');
  });

  it('serves HTML, XML and source code as text/plain, so a download can never run', async () => {
    const page = await readAttachmentContent(
      file('page.HTML', '<script>alert(1)</script>', 'text/html'),
    );
    expect(page).toEqual({ mimeType: 'text/plain', text: '<script>alert(1)</script>' });
    expect((await readAttachmentContent(file('feed.xml', '<a/>'))).mimeType).toBe('text/plain');
    expect((await readAttachmentContent(file('main.ts', 'let a = 1;'))).mimeType).toBe(
      'text/plain',
    );
  });

  it("extracts a PDF's text", async () => {
    const pdf = pdfWithText(['Parking is free on level 2.', 'Bikes go in the basement.']);
    const content = await readAttachmentContent(file('parking.pdf', pdf, 'application/pdf'));
    expect(content.mimeType).toBe('application/pdf');
    expect(content.text).toContain('Parking is free on level 2.');
    expect(content.text).toContain('Bikes go in the basement.');
  });

  it('refuses a name ending it does not read with 415, naming the file and what it accepts', async () => {
    await expect(readAttachmentContent(file('report.docx', 'PK'))).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(
        /^"report\.docx" is not a supported attachment: attach a PDF or a text file \(\.pdf, \.txt, \.md/,
      ),
    });
  });

  it('refuses a .pdf that is not a PDF with 415', async () => {
    await expect(readAttachmentContent(file('fake.pdf', 'hello'))).rejects.toMatchObject({
      statusCode: 415,
      message: '"fake.pdf" is not a PDF: its content does not start with %PDF-.',
    });
  });

  it('refuses a damaged PDF with 400', async () => {
    const damaged = Buffer.from('%PDF-1.4\nthis is not a pdf body', 'latin1');
    await expect(readAttachmentContent(file('broken.pdf', damaged))).rejects.toMatchObject({
      statusCode: 400,
      message: '"broken.pdf" could not be read as a PDF: the file is damaged or encrypted.',
    });
  });

  it('refuses text that is not UTF-8, and binary data with a text name, with 415', async () => {
    await expect(
      readAttachmentContent(file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]))),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: '"latin1.txt" is not UTF-8 text; save it as UTF-8 and attach it again.',
    });
    await expect(
      readAttachmentContent(file('data.csv', Buffer.from([0x61, 0x00, 0x62]))),
    ).rejects.toMatchObject({ statusCode: 415, message: '"data.csv" is a binary file, not text.' });
  });

  it('refuses a file without text with 400', async () => {
    await expect(readAttachmentContent(file('blank.txt', ' \n\t'))).rejects.toMatchObject({
      statusCode: 400,
      message: '"blank.txt" contains no text.',
    });
  });

  it(`keeps at most ${limits.attachmentTextMaxCharacters} characters for answering`, async () => {
    const long = 'a'.repeat(limits.attachmentTextMaxCharacters + 10);
    const content = await readAttachmentContent(file('long.txt', long));
    expect(content.text).toHaveLength(limits.attachmentTextMaxCharacters);
  });
});
