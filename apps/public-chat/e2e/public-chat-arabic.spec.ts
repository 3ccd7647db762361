import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { PublicChatPage } from './pages/public-chat-page';

// A visitor whose browser asks for Arabic: the public chat has no settings, so it follows the browser.
test.use({ locale: 'ar' });

function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test('an Arabic visitor gets the public chat right to left and in Arabic, with nothing overflowing', async ({
  page,
  expectAccessible,
}) => {
  const width = 1280;
  await page.setViewportSize({ width, height: 800 });
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo');
  await expect(publicChat.agentHeading()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // The side area sits at the reading start: the right.
  const side = await page.getByRole('complementary', { name: 'حول هذه المحادثة' }).boundingBox();
  expect(side).not.toBeNull();
  expect((side?.x ?? 0) + (side?.width ?? 0)).toBeCloseTo(width, 0);
  await expect(page.getByRole('button', { name: 'محادثة جديدة' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible();
});

test('the popup in Arabic fits a phone without overflowing', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const publicChat = new PublicChatPage(page);
  await publicChat.goto('parley-demo', true);
  await expect(page.getByRole('textbox', { name: 'الرسالة' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible();
});
