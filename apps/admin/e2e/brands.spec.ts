import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken, signedInPath } from '../../../tooling/e2e-dev-token';
import { ConsolePage } from './pages/console-page';

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const BRAND = { key: 'loopback', name: 'Loopback Chat', primary: '#0B5394', login: '#DDE6EE' };
/** Another host of the same server: the journeys' own visits use localhost. */
const BRAND_HOST = '127.0.0.1';

const logoSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0B5394"/></svg>',
);

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The brand's primary colour as the page's theme holds it (Chakra's token variable). */
const themePrimary = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
  );

test('the administrator creates a brand with its colours and logo, binds it to a host, and a visit through that host shows it', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const admin = new ConsolePage(page);
  await admin.openAs(ADMIN, '/admin/brand');
  await expect(admin.heading()).toHaveText('Brands');
  await expect(
    page.getByRole('table', { name: 'Brands' }).getByText('Default', { exact: true }),
  ).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'New Brand' }).click();
  await expect(admin.heading()).toHaveText('New Brand');
  await page.getByRole('textbox', { name: /^Brand key/ }).fill(BRAND.key);
  await page.getByRole('textbox', { name: /^Name/ }).fill(BRAND.name);
  await page.getByRole('textbox', { name: /^Host names/ }).fill(BRAND_HOST);
  await page.getByRole('textbox', { name: /^Primary colour/ }).fill(BRAND.primary);
  await page.getByRole('textbox', { name: /^Login background colour/ }).fill(BRAND.login);
  // Unreadable menu text is refused before saving, naming the field and the ratio.
  await page.getByRole('textbox', { name: /^Menu text colour/ }).fill('#222222');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/^Menu text colour: #222222 on #000000 .* has a contrast of 1\.\d\d:1/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^Menu text colour/ }).fill('#FFFFFF');
  // The preview draws the login page in the brand's colours as they are typed.
  await expect(page.getByTestId('preview-button')).toHaveCSS(
    'background-color',
    rgb(BRAND.primary),
  );
  await expectAccessible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(admin.heading()).toHaveText(`Edit Brand: ${BRAND.key}`);
  await page.getByLabel('Choose a new logo').setInputFiles({
    name: 'loopback-logo.svg',
    mimeType: 'image/svg+xml',
    buffer: logoSvg,
  });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expectAccessible();

  // A visit through the bound host: the brand's login page, then the chat in its theme.
  const { ignoreHTTPSErrors, baseURL } = test.info().project.use;
  const brandOrigin = new URL(baseURL ?? '');
  brandOrigin.hostname = BRAND_HOST;
  const context = await browser.newContext({ baseURL: brandOrigin.origin, ignoreHTTPSErrors });
  const visit = await context.newPage();
  await visit.goto('/auth/jwt/login');
  const logo = visit.getByRole('img', { name: `${BRAND.name} logo` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', new RegExp(`/brands/${BRAND.key}/files/logo-`));
  await expect(visit.locator('[data-alignment]')).toHaveCSS('background-color', rgb(BRAND.login));
  await expect(visit).toHaveTitle(`Login | ${BRAND.name}`);
  await expectAccessible(visit);

  const token = await devToken(context.request, STAFF);
  await visit.goto(signedInPath('/chat', token));
  await expect(visit.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect.poll(() => themePrimary(visit)).toBe(BRAND.primary);

  // The journeys' own host keeps the default brand.
  await page.goto('/auth/jwt/login');
  await expect.poll(() => themePrimary(page)).not.toBe(BRAND.primary);
  await context.close();
});
