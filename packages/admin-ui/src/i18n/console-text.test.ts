import { describe, expect, it } from 'vitest';
import { adminMenu } from '@parley/api-contract';
import { createTranslator } from '@parley/theme-brands';
import { consoleCatalogue, menuTitleKeys } from './console-text';

function keyOf(title: string) {
  const key = menuTitleKeys[title];
  if (!key) throw new Error(`The console catalogue has no key for the menu item ${title}.`);
  return key;
}

describe('the console catalogue', () => {
  it('has a key for every item of the contract menu, giving its title word for word in English', () => {
    const english = consoleCatalogue.textOf(createTranslator('en'));
    for (const item of adminMenu) expect(english(keyOf(item.title))).toBe(item.title);
  });

  it('translates every menu title into Arabic', () => {
    const arabic = consoleCatalogue.textOf(createTranslator('ar'));
    for (const item of adminMenu) expect(arabic(keyOf(item.title))).not.toBe(item.title);
  });
});
