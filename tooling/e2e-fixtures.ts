import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';

/**
 * The base of every journey: the page fails its test on any console error or uncaught exception,
 * and `expectAccessible` runs axe and refuses serious or critical violations.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectAccessible: () => Promise<void>;
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  },
});

export { expect };
