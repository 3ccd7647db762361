import { expect, test } from './fixtures/conversation-test';

declare global {
  interface Window {
    /** The audio elements the page has played (recorded by this journey's init script). */
    parleyPlayed?: HTMLMediaElement[];
  }
}

test('an answer is read aloud with the embedded voice, and stopped', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  // Audio that is never put in the document cannot be found in it: record what plays.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function recordedPlay(this: HTMLMediaElement) {
      (window.parleyPlayed ??= []).push(this);
      return play.call(this);
    };
  });
  await conversation.open();
  await conversation.ask('Please answer in a few sentences.');
  const actions = conversation.lastAnswerActions();
  await expect(actions).toBeVisible({ timeout: 30_000 });

  const spoken = page.waitForResponse((response) =>
    response.url().endsWith('/api/internal/textToSpeech/speech'),
  );
  await actions.getByRole('button', { name: 'Read aloud' }).click();
  const stop = actions.getByRole('button', { name: 'Stop reading aloud' });
  await expect(stop).toBeVisible();
  const sound = await spoken;
  expect(sound.status()).toBe(200);
  expect(sound.headers()['content-type']).toBe('audio/wav');
  expect((await sound.body()).length).toBeGreaterThan(22_050);

  // The browser decodes the server's WAV and the voice moves on.
  await expect
    .poll(() => page.evaluate(() => window.parleyPlayed?.at(-1)?.currentTime ?? 0))
    .toBeGreaterThan(0.2);
  await expectAccessible();

  await stop.click();
  await expect(actions.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  expect(await page.evaluate(() => window.parleyPlayed?.at(-1)?.paused)).toBe(true);
});
