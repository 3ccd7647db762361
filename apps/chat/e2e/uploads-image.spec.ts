import type { Locator } from '@playwright/test';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ComposerPage } from './pages/composer-page';

const STAFF = 'staff@parley.local';
/** The seeded Parley Assistant: Vision, with image uploads on. */
const PARLEY_ASSISTANT = '00000000-0000-4000-8000-000000000401';

/** A valid 2 x 2 PNG (red, blue, green, yellow pixels), small enough to read in the test. */
const twoByTwoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVR4nGP4z8DA0AAkFjD8/88AACGUBR0O3kLuAAAAAElFTkSuQmCC',
  'base64',
);
const IMAGE_NAME = 'two-by-two.png';
const QUESTION = 'What colours does this picture have?';
/** How the conversation labels the first image sent with a question. */
const STORED_THUMBNAIL = 'Image 1 sent with the question';

/** The image is on screen and the browser decoded it (not a broken image). */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test('an image is attached on a Vision agent: previewed in the composer, named by the answer, its thumbnail kept in the question, also after a reload', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${PARLEY_ASSISTANT}`);
  // The first load signs in and fetches the agent: slower than one expectation's 5 s on a busy machine.
  await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });

  await composer.messageInput().fill(QUESTION);
  await composer.upload([{ name: IMAGE_NAME, mimeType: 'image/png', buffer: twoByTwoPng }]);
  // "Remove" replaces the spinner once the server has the image.
  await expect(
    composer.attachments().getByRole('button', { name: `Remove ${IMAGE_NAME}` }),
  ).toBeVisible({ timeout: 15_000 });
  await expectDecoded(composer.imagePreview(IMAGE_NAME));
  await expectAccessible();

  await composer.sendButton().click();
  await expect(page).toHaveURL(/conversationId=/);
  const messages = composer.messages();
  // The first: the offline engine's answer quotes the question after it.
  await expect(messages.getByText(QUESTION, { exact: true }).first()).toBeVisible();
  // The offline engine cannot see pictures, but names the images the question carried.
  await expect(messages.getByText(/I received 1 image/)).toBeVisible({ timeout: 30_000 });
  await expect(messages.getByText(IMAGE_NAME, { exact: true })).toBeVisible();
  await expectDecoded(messages.getByRole('img', { name: STORED_THUMBNAIL }));
  await expect(composer.attachments()).toBeHidden();
  await expectAccessible();

  await page.reload();
  // The offline engine quotes the question in its answer: the first match is the question.
  await expect(messages.getByText(QUESTION, { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectDecoded(messages.getByRole('img', { name: STORED_THUMBNAIL }));
  await expectAccessible();
});
