/** The named character references models write in practice; others stay as typed. */
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  laquo: '\u00ab',
  raquo: '\u00bb',
  times: '\u00d7',
  deg: '\u00b0',
  euro: '\u20ac',
};

const entityPattern = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]+));/g;

function fromCodePoint(codePoint: number, original: string): string {
  const valid =
    codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : original;
}

/**
 * Markdown text with its character references (`&amp;`, `&#169;`, `&#x2014;`) turned into the
 * characters they stand for, as CommonMark does. marked's lexer keeps them as typed because its own
 * HTML renderer leaves them to the browser; we render text nodes, never HTML, so we decode here.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(entityPattern, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10), match);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), match);
    return (name !== undefined && namedEntities[name]) || match;
  });
}
