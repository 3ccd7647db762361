import type { InjectOptions } from 'fastify';

/** A multipart/form-data request body as a browser's `FormData` would send it, for `inject`. */
export async function multipartRequest(
  url: string,
  fields: Record<string, string | { fileName: string; type: string; data: Uint8Array | string }>,
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type }), value.fileName);
  }
  const encoded = new Response(form);
  return {
    method: 'POST',
    url,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** A one-page PDF that shows each line of `lines` in Helvetica, with a correct cross-reference table. */
export function pdfWithText(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = lines
    .map((line, index) => `BT /F1 12 Tf 40 ${760 - index * 16} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
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
