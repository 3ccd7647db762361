// The Chromium every bench drives: the executable and flags of tooling/chromium.ts, the one place
// they are written down. Node 20 cannot import a .ts file, so that file is transpiled here with
// the workspace's TypeScript (it imports nothing, so the result runs on its own).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import ts from 'typescript';

const source = readFileSync(new URL('../../tooling/chromium.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
const tooling = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);

/** `{ executablePath, args }` for `chromium.launch()`: Debian's Chromium, no background traffic. */
export const chromiumLaunchOptions = tooling.chromiumLaunchOptions;

/** Runs `use(browser)` in a Chromium launched for it, closed afterwards whatever happened. */
export async function withChromium(use) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
