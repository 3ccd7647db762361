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
