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
      // Mid-transition (a drawer fading in) colours are blends that fail contrast: axe the settled
      // page. Endless animations (spinners) never settle and are left out.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const described = blocking.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(described).toEqual([]);
    });
  },
});

export { expect };
