import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, voiceInputMessages } from '@parley/api-contract';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { Composer } from './composer';
import { conversationRoutes, ids, plainAgent } from './composer-test-fixtures';
import { PREFERRED_RECORDING_TYPE } from './use-voice-recorder';
import { formatElapsed, VoiceInputButton, voiceInputLabels } from './voice-input-button';
import { voiceInputAnnouncements } from './voice-input';

// A real server, the real store and Chakra's first style compile (see composer.test.tsx).
vi.setConfig({ testTimeout: 20_000 });

/**
 * jsdom cannot record: the browser's MediaRecorder and getUserMedia are the edge these tests
 * stand in for (the chat journey records with Chromium's fake microphone). This one hands over
 * one chunk of "audio" when stopped, as a real recorder does.
 */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === PREFERRED_RECORDING_TYPE;
  static started: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
    FakeMediaRecorder.started.push(this);
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-frames'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const microphone = { stop: vi.fn() };
const getUserMedia = vi.fn<() => Promise<unknown>>();

beforeEach(() => {
  FakeMediaRecorder.started = [];
  microphone.stop.mockClear();
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [microphone] });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
});

let server: ApiTestServer | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  await server?.close();
  server = undefined;
});

const available: ApiRoutes = {
  [`GET ${paths.voiceInput.capability()}`]: { body: { available: true, reason: null } },
  [`POST ${paths.voiceInput.transcriptions()}`]: { body: { text: 'book a room for Friday' } },
};

async function renderComposer(routes: ApiRoutes, voiceInput = true) {
  server = await startApiTestServer({ ...conversationRoutes, ...routes });
  renderWithProviders(
    <Composer
      target={{ kind: 'new', gptSystemId: ids.agent }}
      agent={plainAgent}
      features={{ uploads: true, userPrompts: false, voiceInput }}
    />,
    { baseUrl: server.baseUrl },
  );
  return { server, user: userEvent.setup() };
}

const messageInput = () => screen.getByRole('textbox', { name: 'Message' });
const recordButton = () => screen.findByRole('button', { name: voiceInputLabels.record });

describe('Composer: voice input (issue 20)', () => {
  it('records, stops, and puts the transcript in the message box without sending it', async () => {
    const { user, server } = await renderComposer(available);
    await waitFor(async () => expect(await recordButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(await recordButton());

    const stop = await screen.findByRole('button', { name: voiceInputLabels.stop });
    expect(screen.getByRole('status')).toHaveTextContent(`${voiceInputLabels.recording} 0:00`);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(FakeMediaRecorder.started[0]?.mimeType).toBe(PREFERRED_RECORDING_TYPE);
    await user.click(stop);

    await waitFor(() => expect(messageInput()).toHaveValue('book a room for Friday'));
    expect(messageInput()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(voiceInputAnnouncements.transcriptAdded);
    expect(microphone.stop).toHaveBeenCalled();
    const [upload] = server.requests.filter(
      (request) => request.url === paths.voiceInput.transcriptions(),
    );
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    // jsdom's Blob loses its name and bytes in Node's FormData; the type comes through. The
    // upload's name and bytes are proven by api-client's test and the chat journey.
    expect(upload?.body).toContain(`Content-Type: ${PREFERRED_RECORDING_TYPE}`);
    // Never sent by itself: the user edits and sends.
    expect(
      server.calls.filter((call) => call.startsWith('POST ') && !call.includes('voiceInput')),
    ).toEqual([]);
  });

  it('adds the transcript to what is already typed, at the caret', async () => {
    const { user } = await renderComposer(available);
    await user.click(messageInput());
    await user.paste('Please');
    await user.click(await recordButton());
    await user.click(await screen.findByRole('button', { name: voiceInputLabels.stop }));
    await waitFor(() => expect(messageInput()).toHaveValue('Please book a room for Friday'));
  });

  it('is disabled with the reason as its description when the server cannot transcribe', async () => {
    const { user } = await renderComposer({
      [`GET ${paths.voiceInput.capability()}`]: {
        body: { available: false, reason: voiceInputMessages.notConfigured },
      },
    });
    await waitFor(async () =>
      expect(await recordButton()).toHaveAccessibleDescription(voiceInputMessages.notConfigured),
    );
    const button = await recordButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says so when the microphone is refused', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { user } = await renderComposer(available);
    await waitFor(async () => expect(await recordButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(await recordButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(voiceInputMessages.permissionDenied);
    expect(await recordButton()).toHaveAccessibleDescription(voiceInputMessages.permissionDenied);
  });

  it("shows the server's words when the transcription fails, and keeps the box as it was", async () => {
    const failure = 'The model provider failed (HTTP 500). Please try again.';
    const { user } = await renderComposer({
      ...available,
      [`POST ${paths.voiceInput.transcriptions()}`]: {
        status: 502,
        body: { statusCode: 502, error: 'Bad Gateway', message: failure },
      },
    });
    await waitFor(async () => expect(await recordButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(await recordButton());
    await user.click(await screen.findByRole('button', { name: voiceInputLabels.stop }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(messageInput()).toHaveValue('');
  });

  it('has no microphone where the chat offers no voice input', async () => {
    await renderComposer(available, false);
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('button', { name: voiceInputLabels.record })).toBeNull();
    expect(server?.calls).not.toContain(`GET ${paths.voiceInput.capability()}`);
  });
});

describe('VoiceInputButton', () => {
  const noop = () => undefined;

  it('shows "Transcribing..." while the server transcribes, with the microphone busy', () => {
    renderWithProviders(
      <VoiceInputButton state={{ kind: 'transcribing' }} onStart={noop} onStop={noop} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(voiceInputLabels.transcribing);
    expect(screen.getByRole('button', { name: voiceInputLabels.record })).toBeDisabled();
  });

  it('shows the time recorded, and Stop, while recording', () => {
    renderWithProviders(
      <VoiceInputButton
        state={{ kind: 'recording', elapsedSeconds: 75 }}
        onStart={noop}
        onStop={noop}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:15');
    expect(screen.getByRole('button', { name: voiceInputLabels.stop })).toBeEnabled();
  });

  it('cannot start recording into a composer that refuses input', () => {
    renderWithProviders(
      <VoiceInputButton state={{ kind: 'idle' }} blocked onStart={noop} onStop={noop} />,
    );
    expect(screen.getByRole('button', { name: voiceInputLabels.record })).toBeDisabled();
  });

  it('formats the elapsed time as minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9)).toBe('0:09');
    expect(formatElapsed(300)).toBe('5:00');
  });
});
