import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { recordToasts } from './e2e-toasts';

/**
 * How Chromium's console reports what a Content-Security-Policy kept out: "Refused to ..." until
 * recent versions (and still for other refusals, such as a script with the wrong type under
 * nosniff), "... violates the following Content Security Policy directive ..." now, and for a
 * fetch "... violates the document's Content Security Policy".
 */
const refusal =
  /^Refused to |violates the following Content Security Policy directive|violates the document's Content Security Policy/;

/** The name the pages report violations through; no `parley` in it (the widget counts those). */
const reportBinding = '__reportSecurityPolicyViolation';

/**
 * Runs in every frame of every page before the page's own scripts: reports each
 * `securitypolicyviolation` event (they bubble to the document from the element refused).
 */
function reportViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    },
    true,
  );
}

/**
 * The base of every journey: the page fails its test on any console error or uncaught exception,
 * and on any Content-Security-Policy violation in any of its frames (`cspViolations`: the
 * violation events and the console's refusals); `expectAccessible` runs axe and
 * refuses serious or critical violations. A journey that expects an error or a refusal takes it
 * out of the list (`splice`) and checks it.
 */
export const test = base.extend<{
  /** Every page of the journey's context writes down its toasts (`expectToast`). */
  toasts: void;
  consoleErrors: string[];
  cspViolations: string[];
  /** Axe on the journey's page, or on `target` (another person's browser). */
  expectAccessible: (target?: Page) => Promise<void>;
}>({
  toasts: [
    async ({ context }, use) => {
      await recordToasts(context);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(reportBinding, (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(reportViolations, reportBinding);
      context.on('console', (message) => {
        if (refusal.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A refusal is a policy violation: `cspViolations` collects and checks it.
        if (message.type() === 'error' && !refusal.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Mid-transition (a drawer fading in) colours are blends that fail contrast: axe the settled
      // page. Endless animations (spinners) never settle and are left out.
      await target.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page: target }).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      // Each failing element with its markup and axe's reason (a contrast's colours and ratio).
      const described = blocking.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes
            .map(
              (node) =>
                `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
            )
            .join(', ')}`,
      );
      expect(described).toEqual([]);
    });
  },
});

export { expect };
export { expectToast } from './e2e-toasts';
