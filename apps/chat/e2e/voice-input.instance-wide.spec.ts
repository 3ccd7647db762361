import { deploymentPaths, voiceInputMessages } from '@parley/api-contract';
import type { APIRequestContext } from '@playwright/test';
import { startFakeTranscriptionServer } from '../../api-server/src/providers/testing/fake-transcription-server';
import { chromiumArgs, chromiumLaunchOptions } from '../../../tooling/chromium';
import { devToken } from '../../../tooling/e2e-dev-token';
import { journeyTranscriptionDeployment } from '../../../tooling/e2e-servers';
import { expect, test } from '../../../tooling/e2e-fixtures';
import { ComposerPage } from './pages/composer-page';

// Instance-wide: the transcription deployment it adds gives every staff composer a working
// microphone until it is removed again.

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';
const TRANSCRIPT = 'Please book the large meeting room';

// Chromium's fake microphone (a beeping tone) and no permission prompt: only this journey's
// browser records, so the flags stay out of the other journeys' launch options.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function call(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
}

test('staff record a question, edit the transcript and send it; without a transcription deployment the microphone says why', async ({
  page,
  request,
  expectAccessible,
}) => {
  const transcriber = await startFakeTranscriptionServer({ text: TRANSCRIPT });
  const adminToken = await devToken(request, ADMIN);
  const composer = new ComposerPage(page);
  let added = false;
  try {
    // No deployment has the configured name yet: the microphone explains instead of failing.
    await composer.open(await devToken(request, STAFF), '/chat');
    await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });
    await expect(composer.recordButton()).toHaveAccessibleDescription(
      voiceInputMessages.unknownDeployment(journeyTranscriptionDeployment),
    );
    await expect(composer.recordButton()).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible();

    await call(request, adminToken, 'POST', deploymentPaths.list(), {
      deploymentName: journeyTranscriptionDeployment,
      provider: 'openai-compatible',
      model: 'whisper-1',
      baseURL: transcriber.baseURL,
      resourceName: null,
      apiVersion: null,
      apiKey: 'sk-journey-transcription-0123',
      maxRetries: 0,
      hipaaCompliant: false,
      availableToPersonalAgents: false,
    });
    added = true;
    await page.reload();
    await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });
    await expect(composer.recordButton()).not.toHaveAttribute('aria-disabled');

    // Record from the fake microphone for at least a second, then stop.
    await composer.recordButton().click();
    await expect(composer.stopRecordingButton()).toBeVisible();
    await expect(composer.recordingTimer()).toHaveText('0:01', { timeout: 10_000 });
    await expectAccessible();
    await composer.stopRecordingButton().click();

    // The transcript waits in the message box; nothing was sent.
    await expect(composer.messageInput()).toHaveValue(TRANSCRIPT);
    await expect(composer.messageInput()).toBeFocused();
    await expect(composer.messages().getByText(TRANSCRIPT)).toHaveCount(0);
    expect(transcriber.requests).toHaveLength(1);
    const [received] = transcriber.requests;
    expect(received?.model).toBe('whisper-1');
    expect(received?.fileType).toBe('audio/webm');
    // A WebM file (its EBML magic number) with a second of Opus in it.
    expect(received?.audio.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(received?.audio.length).toBeGreaterThan(1_000);

    // The user edits it, then sends.
    await page.keyboard.press('End');
    await page.keyboard.type(' for Friday');
    await composer.sendButton().click();
    // The question itself: the answer may quote it (on this shared server another journey may
    // have given the agent documents, and the offline engine says what it searched them for).
    await expect(
      composer.messages().getByText(`${TRANSCRIPT} for Friday`, { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(composer.messageInput()).toHaveValue('');
  } finally {
    if (added) {
      await call(
        request,
        adminToken,
        'DELETE',
        deploymentPaths.one(journeyTranscriptionDeployment),
      );
    }
    await transcriber.close();
  }
});
