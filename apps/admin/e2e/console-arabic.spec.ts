import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken, signedInPath } from '../../../tooling/e2e-dev-token';

const ADMIN = 'admin@parley.local';

test('the console in Arabic: its menu on the right and translated, nothing overflowing, axe passing', async ({
  page,
  expectAccessible,
}) => {
  const width = 1280;
  await page.setViewportSize({ width, height: 800 });
  // The language chosen in the settings drawer, as it is stored (shared with the chat app).
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ar'));
  const token = await devToken(page.request, ADMIN);
  await page.goto(signedInPath('/admin', token));

  const menu = page.getByRole('navigation', { name: 'لوحة الإدارة' });
  await expect(menu).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(menu.getByRole('region', { name: 'إدارة الوكلاء' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'لوحة المعلومات' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: /^الحساب: / })).toBeVisible();

  const sidebar = await page.getByRole('complementary', { name: 'الشريط الجانبي' }).boundingBox();
  expect(sidebar).not.toBeNull();
  expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeCloseTo(width, 0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible();

  // A menu choice keeps the language: the users page under its Arabic menu item.
  await menu.getByRole('link', { name: 'المستخدمون' }).click();
  await expect(menu.getByRole('link', { name: 'المستخدمون' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
