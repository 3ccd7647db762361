/**
 * What reading an answer aloud says: its markdown as sentences, without the marks. Code blocks
 * are left out (read aloud, code is noise; the answer on screen keeps it), a link or image says
 * its words, a table its cells, and every paragraph, heading or list item ends in a pause.
 */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(^\1[^\n]*$|(?![\s\S]))/gm, '\n')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split('\n')
    .map(spokenLine)
    .filter((line) => line !== '')
    .map((line) => (/[.!?؟:;]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

function spokenLine(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return ''; // table rule
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return ''; // horizontal rule
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .replace(/\s*\|\s*/g, ', ')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
