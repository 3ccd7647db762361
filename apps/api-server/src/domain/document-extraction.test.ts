import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithText } from '../test-support/document-fixtures';
import { extractDocument, markdownSections, UnreadableFileError } from './document-extraction';

const text = (value: string) => new TextEncoder().encode(value);

describe('reading library files', () => {
  it('reads a PDF page by page, each section carrying its page number', async () => {
    const sections = await extractDocument({
      fileName: 'leave.pdf',
      extension: '.pdf',
      bytes: pdfWithText(['Annual leave is 25 days.', 'Ask your manager first.']),
    });
    expect(sections).toEqual([
      {
        text: expect.stringContaining('Annual leave is 25 days.'),
        pageNumber: 1,
        heading: null,
      },
    ]);
  });

  it('reads a Word document, splitting it at its headings', async () => {
    const sections = await extractDocument({
      fileName: 'handbook.docx',
      extension: '.docx',
      bytes: docxWithParagraphs([
        '# Leave',
        'Annual leave is 25 days.',
        '# Parking',
        'Parking is free after six.',
      ]),
    });
    expect(sections).toEqual([
      { text: 'Annual leave is 25 days.', pageNumber: null, heading: 'Leave' },
      { text: 'Parking is free after six.', pageNumber: null, heading: 'Parking' },
    ]);
  });

  it('reads an HTML page without its scripts, styles, navigation or link targets', async () => {
    const html =
      '<html><head><style>p{}</style><script>alert(1)</script></head><body><nav>Home</nav>' +
      '<h2>Opening hours</h2><p>Open <a href="https://example.com/x">daily</a> from nine.</p></body></html>';
    const sections = await extractDocument({
      fileName: 'hours.html',
      extension: '.html',
      bytes: text(html),
    });
    expect(sections).toEqual([
      { text: 'Open daily from nine.', pageNumber: null, heading: 'Opening hours' },
    ]);
  });

  it('reads Markdown by its headings, keeping a # inside fenced code as text', () => {
    expect(markdownSections('Intro\n\n## Setup\n```sh\n# not a heading\n```\nDone.')).toEqual([
      { text: 'Intro', pageNumber: null, heading: null },
      { text: '```sh\n# not a heading\n```\nDone.', pageNumber: null, heading: 'Setup' },
    ]);
  });

  it('reads CSV rows as "column: value" pairs', async () => {
    const sections = await extractDocument({
      fileName: 'rooms.csv',
      extension: '.csv',
      bytes: text('Room,Seats\nAtlas,12\n"Birch, upstairs",4\n'),
    });
    expect(sections).toEqual([
      {
        text: 'Room: Atlas; Seats: 12\n\nRoom: Birch, upstairs; Seats: 4',
        pageNumber: null,
        heading: null,
      },
    ]);
  });

  it('refuses, as unreadable and with the reason, a PDF that is damaged', async () => {
    const reading = extractDocument({
      fileName: 'broken.pdf',
      extension: '.pdf',
      bytes: text('%PDF-1.4 nothing else'),
    });
    await expect(reading).rejects.toThrow(UnreadableFileError);
    await expect(reading).rejects.toThrow(
      '"broken.pdf" could not be read as a PDF: the file is damaged or encrypted.',
    );
  });

  it('refuses a Word file that is not a .docx, and text that is not UTF-8', async () => {
    await expect(
      extractDocument({ fileName: 'old.docx', extension: '.docx', bytes: text('\u00d0\u00cf') }),
    ).rejects.toThrow(/older \.doc files must be saved as \.docx first/);
    await expect(
      extractDocument({ fileName: 'latin.txt', extension: '.txt', bytes: Uint8Array.of(0xe9) }),
    ).rejects.toThrow('"latin.txt" is not UTF-8 text; save it as UTF-8 and upload it again.');
  });

  it('refuses a file with no text', async () => {
    await expect(
      extractDocument({ fileName: 'empty.md', extension: '.md', bytes: text('\n\n  \n') }),
    ).rejects.toThrow('"empty.md" contains no text.');
  });
});
