// Real documents for the tests, journeys and benches that read files (attachments, file
// libraries), built here so no binary fixture has to be trusted: PDFs that pdf.js reads and Word
// files that mammoth reads. Plain Node (the benches run it as it is; TypeScript reads the .d.mts).
import { crc32, deflateRawSync } from 'node:zlib';

/** A PDF with one page per entry of `pages`, each showing its lines in Helvetica. */
export function pdfWithPages(pages) {
  const escape = (text) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const font = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = [];
  for (const lines of pages) {
    const content = lines
      .map((line, index) => `BT /F1 12 Tf 40 ${760 - (index % 45) * 16} Td (${escape(line)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    const contentsId = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentsId} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A one-page PDF that shows each line of `lines`. */
export function pdfWithText(lines) {
  return pdfWithPages([lines]);
}

/** A zip archive of the entries, deflated, as Word writes one (the parts of a .docx). */
function zip(entries) {
  const files = [];
  const directory = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    files.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, directoryBytes, end]);
}

const escapeXml = (text) => text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A Word document (.docx) of paragraphs; a paragraph written `# Title` is a level-one heading
 * (Word's Heading1 style, which mammoth turns into a heading).
 */
export function docxWithParagraphs(paragraphs) {
  const body = paragraphs
    .map((paragraph) => {
      const heading = /^# (.*)$/.exec(paragraph);
      const style = heading ? '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' : '';
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${escapeXml(heading?.[1] ?? paragraph)}</w:t></w:r></w:p>`;
    })
    .join('');
  const word = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRelationships}">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${word}"><w:body>${body}</w:body></w:document>`,
  });
}
