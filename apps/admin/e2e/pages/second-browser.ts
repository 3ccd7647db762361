import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { devToken, signedInPath } from '../../../../tooling/e2e-dev-token';
import { recordToasts } from '../../../../tooling/e2e-toasts';

/**
 * Waits until the app has taken the token from the address and signed in (its account menu is
 * drawn): a journey that navigates on before then, on a busy machine, loads a page that has no
 * token yet and meets the login page.
 */
export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
}

/**
 * Another person's browser beside the journey's own page: a context of its own (no shared
 * session), signed in as `userName` with the automation-only Dev token. Like the journey's page,
 * it fails the journey on a console error or an uncaught exception (checked on `close`).
 */
export class SecondBrowser {
  private readonly errors: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  static async open(browser: Browser, userName: string, path: string) {
    const { baseURL, ignoreHTTPSErrors } = test.info().project.use;
    const context = await browser.newContext({ baseURL, ignoreHTTPSErrors });
    await recordToasts(context);
    const second = new SecondBrowser(context, await context.newPage());
    const token = await devToken(context.request, userName);
    await second.page.goto(signedInPath(path, token));
    await expectSignedIn(second.page);
    return second;
  }

  /** A visitor's browser that does not sign in (the public chat), opened at `path`. */
  static async visit(browser: Browser, path: string) {
    const { baseURL, ignoreHTTPSErrors } = test.info().project.use;
    const context = await browser.newContext({ baseURL, ignoreHTTPSErrors });
    await recordToasts(context);
    const second = new SecondBrowser(context, await context.newPage());
    await second.page.goto(path);
    return second;
  }

  /** Closes the browser; `expectedErrors` are console errors the journey caused on purpose. */
  async close({ expectedErrors = [] }: { expectedErrors?: readonly RegExp[] } = {}) {
    const url = this.page.url();
    await this.context.close();
    const unexpected = this.errors.filter(
      (error) => !expectedErrors.some((expected) => expected.test(error)),
    );
    expect(unexpected, `console errors in ${url}`).toEqual([]);
  }
}
