/**
 * The compressed copies the apps' build writes beside a file (`tooling/vite-precompress.ts`), in
 * the order the server prefers them: brotli is smaller than gzip for the same file.
 */
export const precompressedCodings = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof precompressedCodings)[number]['coding'];

/** `x-gzip` is gzip (RFC 9110 section 8.4.1.3). */
const aliases: Record<string, string> = { 'x-gzip': 'gzip' };

/**
 * The quality the client gives each coding in its Accept-Encoding (RFC 9110 section 12.5.3):
 * `q` from 0 to 1, 1 when absent; `*` stands for every coding not named. A malformed quality
 * refuses its coding rather than guessing.
 */
function qualities(acceptEncoding: string): { named: Map<string, number>; anyOther?: number } {
  const named = new Map<string, number>();
  let anyOther: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = rawName.toLowerCase();
    if (name === '') continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() !== 'q') continue;
      quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    if (name === '*') anyOther = quality;
    else named.set(aliases[name] ?? name, quality);
  }
  return { named, anyOther };
}

/**
 * Which of the `available` copies to send for a request's Accept-Encoding: the one the client
 * rates highest, brotli before gzip when it rates them alike; none (the file as it is) when the
 * header is absent, names neither, or refuses them with `q=0`.
 */
export function chooseContentCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const { named, anyOther } = qualities(acceptEncoding);
  let chosen: { coding: ContentCoding; quality: number } | undefined;
  for (const { coding } of precompressedCodings) {
    if (!available.includes(coding)) continue;
    const quality = named.get(coding) ?? anyOther ?? 0;
    if (quality > 0 && (!chosen || quality > chosen.quality)) chosen = { coding, quality };
  }
  return chosen?.coding;
}
