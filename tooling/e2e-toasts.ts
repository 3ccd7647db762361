import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Where each page keeps the toasts it has shown (titles and descriptions, in order). No `parley`
 * in the name: the widget's journey counts the host page's globals that have it.
 */
const seenKey = '__journeyToastsSeen';

/**
 * Runs in every page before its own scripts: writes down the title and the description of every
 * toast the page draws (Chakra's toast parts), as it is drawn.
 */
function watchToasts(key: string) {
  const seen: string[] = [];
  (window as unknown as Record<string, string[]>)[key] = seen;
  const noted = new WeakSet<Element>();
  const selector =
    '[data-scope="toast"][data-part="title"], [data-scope="toast"][data-part="description"]';
  const note = () => {
    for (const part of document.querySelectorAll(selector)) {
      const text = part.textContent?.trim();
      if (text && !noted.has(part)) {
        noted.add(part);
        seen.push(text);
      }
    }
  };
  new MutationObserver(note).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/**
 * Has every page of `context` write down its toasts. A toast shows for 3 s (chat-spec section 8);
 * on a busy machine an expectation polling for it can look before and after, and miss it.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(watchToasts, seenKey);
}

/**
 * Waits until `page` has shown a toast saying `text` (its title or its description), however
 * briefly, since it was loaded, and takes it off the page's list: the next expectation of the
 * same words waits for the next such toast. Pages of a context given to `recordToasts` only.
 */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ key, wanted }) => {
            const seen = (window as unknown as Record<string, string[] | undefined>)[key] ?? [];
            const at = seen.indexOf(wanted);
            if (at >= 0) seen.splice(at, 1);
            return at >= 0;
          },
          { key: seenKey, wanted: text },
        ),
      { message: `a toast saying "${text}"` },
    )
    .toBe(true);
}
