import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ChatPage } from './pages/chat-page';

const STAFF = 'staff@parley.local';

/** Whether anything sticks out sideways: the document would scroll horizontally. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box: it is not on screen.');
  return found;
}

test('Arabic from the settings drawer mirrors the chat, translates it, overflows nothing and passes axe', async ({
  page,
  request,
  expectAccessible,
}) => {
  const width = 1280;
  await page.setViewportSize({ width, height: 800 });
  const token = await devToken(request, STAFF);
  const chat = new ChatPage(page);
  await chat.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const englishSidebar = await box(chat.sidebarColumn());
  expect(englishSidebar.x).toBe(0);

  const settings = await chat.openSettings();
  // Chakra draws the radio over its hidden input: choose by the label, as a person does.
  await settings.getByText('العربية', { exact: true }).click();

  // The whole page turns at once, without a reload.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const arabicSettings = page.getByRole('dialog', { name: 'الإعدادات' });
  await expect(arabicSettings.getByRole('radiogroup', { name: 'اللغة' })).toBeVisible();
  // The drawer opens from the reading end: the left edge in right-to-left.
  await expect.poll(async () => (await box(arabicSettings)).x).toBe(0);
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(arabicSettings).toBeHidden();

  // The navigation sits on the right, the page on its left.
  const sidebar = page.getByRole('complementary', { name: 'الشريط الجانبي' });
  const sidebarBox = await box(sidebar);
  expect(sidebarBox.x + sidebarBox.width).toBeCloseTo(width, 0);
  expect(sidebarBox.width).toBeCloseTo(englishSidebar.width, 0);
  const main = await box(page.getByRole('main'));
  expect(main.x + main.width).toBeLessThanOrEqual(sidebarBox.x + 1);

  // Translated labels: navigation, tabs, header and composer.
  const navigation = page.getByRole('navigation', { name: 'تنقل المحادثة' });
  await expect(navigation.getByRole('button', { name: 'محادثة جديدة' })).toBeVisible();
  await expect(navigation.getByRole('tab', { name: 'المحادثات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'بدء الجولة التعريفية' })).toBeVisible();
  const composer = page.getByRole('form', { name: 'محرّر الرسالة' });
  await expect(composer.getByRole('textbox', { name: 'الرسالة' })).toHaveAttribute(
    'placeholder',
    'اكتب رسالتك...',
  );
  // The send button sits at the composer's reading end: its left half in right-to-left.
  const send = await box(composer.getByRole('button', { name: 'إرسال' }));
  const field = await box(composer.getByRole('textbox', { name: 'الرسالة' }));
  expect(send.x + send.width / 2).toBeLessThan(field.x + field.width / 2);

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible();

  // The choice persists.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'محادثة جديدة' })).toBeVisible();

  // The quick-start tour speaks Arabic too.
  await page.getByRole('button', { name: 'بدء الجولة التعريفية' }).click();
  const tooltip = page.getByRole('dialog').filter({ has: page.getByText(/^\d+ من 12$/) });
  await expect(tooltip.getByText('1 من 12')).toBeVisible();
  await expect(tooltip.getByRole('button', { name: 'التالي' })).toBeFocused();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible();
  await tooltip.getByRole('button', { name: 'إغلاق الجولة' }).click();
  await expect(tooltip).toBeHidden();

  // An answer in English keeps its own direction inside the Arabic page.
  const reloadedComposer = page.getByRole('form', { name: 'محرّر الرسالة' });
  await reloadedComposer.getByRole('textbox', { name: 'الرسالة' }).fill('Which language is this?');
  await reloadedComposer.getByRole('button', { name: 'إرسال' }).click();
  const answerLine = page.getByTestId('chat-answer-text').getByText('You asked:', { exact: true });
  await expect(answerLine).toBeVisible({ timeout: 60_000 });
  // Polled: while the answer streams, its markdown draws the line again.
  await expect
    .poll(() => answerLine.evaluate((element) => getComputedStyle(element).direction))
    .toBe('ltr');
  // So do the question and the conversation's title (the header's and the sidebar's, which the
  // first question names), and the answer's actions are named in Arabic.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which language is this?' }),
  ).toBeVisible();
  // The sidebar's copy comes with the conversation list's refetch, after the header's.
  const directions = () =>
    page
      .getByText('Which language is this?', { exact: true })
      .evaluateAll((copies) =>
        copies
          .filter((copy) => !copy.closest('[data-testid="chat-answer-text"]'))
          .map((copy) => getComputedStyle(copy).direction),
      );
  await expect.poll(directions).toEqual(['ltr', 'ltr', 'ltr']);
  const answerActions = page.getByRole('group', { name: 'إجراءات الإجابة' }).last();
  await expect(answerActions.getByRole('button', { name: 'نسخ' })).toBeVisible();

  // And back to English, left to right.
  await page.getByRole('button', { name: /^الحساب: / }).click();
  await page
    .getByRole('dialog', { name: 'الحساب' })
    .getByRole('button', { name: 'الإعدادات' })
    .click();
  await page
    .getByRole('dialog', { name: 'الإعدادات' })
    .getByText('English', { exact: true })
    .click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test('on a phone in Arabic, the navigation drawer opens from the right and nothing overflows', async ({
  page,
  request,
  expectAccessible,
}) => {
  const width = 390;
  await page.setViewportSize({ width, height: 844 });
  // The language a person chose before, as the settings drawer stores it.
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ar'));
  const token = await devToken(request, STAFF);
  await page.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('form', { name: 'محرّر الرسالة' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'فتح التنقل' }).click();
  const drawer = page.getByRole('dialog').filter({
    has: page.getByRole('navigation', { name: 'تنقل المحادثة' }),
  });
  await expect(drawer.getByRole('button', { name: 'محادثة جديدة' })).toBeVisible();
  await expect
    .poll(async () => {
      const drawerBox = await box(drawer);
      return Math.round(drawerBox.x + drawerBox.width);
    })
    .toBe(width);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible();
});
