import type { Citation } from '@parley/api-contract';

/** The characters exported file names lose (chat-spec section 5). */
const FORBIDDEN_FILE_NAME_CHARACTERS = /[<>:"/\\|?*]/g;

/**
 * The name a cited document is saved under: its title without the forbidden characters, keeping
 * the extension of its path when the title has none ("Travel policy" at library/travel.md saves
 * as "Travel policy.md").
 */
export function citationFileName({ title, path }: Citation): string {
  const base = title.replace(FORBIDDEN_FILE_NAME_CHARACTERS, '').trim();
  const fileName = path.split('/').at(-1) ?? '';
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '';
  if (!base) return fileName.replace(FORBIDDEN_FILE_NAME_CHARACTERS, '') || 'document';
  return base.toLowerCase().endsWith(extension.toLowerCase()) ? base : `${base}${extension}`;
}
