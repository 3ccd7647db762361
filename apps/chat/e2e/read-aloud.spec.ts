import { expect, test } from './fixtures/conversation-test';

declare global {
  interface Window {
    /** The audio elements the page has played (recorded by this journey's init script). */
    parleyPlayed?: HTMLMediaElement[];
    /** The peer connections the page has made (recorded by the avatar journey's init script). */
    parleyPeers?: RTCPeerConnection[];
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

test('the speaking avatar says an answer over WebRTC, stops, and ends its session', async ({
  page,
  conversation,
  expectAccessible,
}) => {
  // The journey reads the page's own connection statistics: record the peers it makes.
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class RecordedPeerConnection extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        (window.parleyPeers ??= []).push(this);
      }
    };
  });
  const packetsReceived = () =>
    page.evaluate(async () => {
      const peer = window.parleyPeers?.at(-1);
      let packets = 0;
      (await peer?.getStats())?.forEach((report: RTCInboundRtpStreamStats) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') {
          packets = report.packetsReceived ?? 0;
        }
      });
      return packets;
    });

  await conversation.open();
  await conversation.ask('Please answer in a few sentences.');
  const actions = conversation.lastAnswerActions();
  await expect(actions).toBeVisible({ timeout: 30_000 });

  const avatar = page.getByRole('region', { name: 'Speaking avatar' });
  await avatar.getByRole('button', { name: 'Start speaking avatar' }).click();
  await expect(avatar.getByRole('status')).toHaveText(
    'The avatar is ready: Read aloud speaks through it.',
    { timeout: 15_000 },
  );
  await expect
    .poll(() => page.evaluate(() => window.parleyPeers?.at(-1)?.connectionState))
    .toBe('connected');

  // Read aloud now goes through the avatar: its audio arrives as RTP packets.
  await actions.getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(packetsReceived, { timeout: 15_000 }).toBeGreaterThan(25);
  await expect(avatar.getByRole('status')).toHaveText('The avatar is speaking');
  await expect(page.getByTestId('conversation-speaking-avatar')).toHaveAttribute(
    'data-state',
    'speaking',
  );
  await expectAccessible();

  await avatar.getByRole('button', { name: 'Stop speaking' }).click();
  await expect(avatar.getByRole('status')).toHaveText(
    'The avatar is ready: Read aloud speaks through it.',
  );
  // Stopped mid-answer (the answer lasts seconds longer): the count no longer grows, across
  // the page's next readings of its statistics, which keep the status at ready.
  const stopped = await packetsReceived();
  await expect(page.getByTestId('conversation-speaking-avatar')).toHaveAttribute(
    'data-state',
    'ready',
  );
  await expectAccessible();
  expect(await packetsReceived()).toBe(stopped);

  const ended = page.waitForResponse((response) =>
    response.url().endsWith('/api/internal/textToSpeech/video/disconnect'),
  );
  await avatar.getByRole('button', { name: 'End avatar session' }).click();
  expect((await ended).status()).toBe(204);
  expect(await page.evaluate(() => window.parleyPeers?.at(-1)?.connectionState)).toBe('closed');
  await expect(avatar.getByRole('button', { name: 'Start speaking avatar' })).toBeVisible();
});
