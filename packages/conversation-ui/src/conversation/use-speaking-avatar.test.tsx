import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, speakingAvatarMessages } from '@parley/api-contract';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import { SpeakingAvatarPanel } from './speaking-avatar-panel';
import { useSpeakingAvatar } from './use-speaking-avatar';

/**
 * jsdom has no WebRTC: a stand-in peer connection that gathers at once and reports the inbound
 * audio packets the test says have arrived.
 */
class FakePeerConnection {
  static last: FakePeerConnection | undefined;
  static packets = 0;
  configuration: RTCConfiguration;
  transceivers: { kind: string; direction: string }[] = [];
  remote: RTCSessionDescriptionInit | undefined;
  localDescription: RTCSessionDescriptionInit | null = null;
  iceGatheringState = 'complete';
  connectionState = 'new';
  closed = false;
  ontrack = null;
  onconnectionstatechange = null;
  constructor(configuration: RTCConfiguration) {
    this.configuration = configuration;
    FakePeerConnection.last = this;
  }
  addTransceiver(kind: string, init: { direction: string }) {
    this.transceivers.push({ kind, direction: init.direction });
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 0\r\na=recvonly\r\n' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remote = description;
  }
  async getStats() {
    return new Map([
      ['in', { type: 'inbound-rtp', kind: 'audio', packetsReceived: FakePeerConnection.packets }],
    ]);
  }
  close() {
    this.closed = true;
  }
}

function Avatar() {
  const avatar = useSpeakingAvatar(() => ({ srcObject: null }) as unknown as HTMLAudioElement);
  return (
    <>
      <SpeakingAvatarPanel
        agent={{ gptSystemId: 'agent-1', avatarVersion: 0 }}
        label="Opening hours"
        standing="normal"
        status={avatar.status}
        level={avatar.level}
        failure={avatar.failure}
        onStart={() => void avatar.start()}
        onStopSpeaking={() => void avatar.stopSpeaking()}
        onEnd={() => void avatar.end()}
      />
      <button type="button" onClick={() => void avatar.speak('**Open** daily.')}>
        Say it
      </button>
    </>
  );
}

let server: ApiTestServer | undefined;
beforeEach(() => {
  FakePeerConnection.packets = 0;
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

const avatarRoutes = (overrides: ApiRoutes = {}): ApiRoutes => ({
  [`POST ${paths.textToSpeech.connect()}`]: { body: { remoteSdp: 'v=0\r\nanswer\r\n' } },
  [`POST ${paths.textToSpeech.speakVideo()}`]: { status: 204 },
  [`POST ${paths.textToSpeech.stopSpeaking()}`]: { status: 204 },
  [`POST ${paths.textToSpeech.disconnect()}`]: { status: 204 },
  ...overrides,
});

describe('useSpeakingAvatar (issue 20)', () => {
  it('offers to receive audio with no ICE servers, speaks while packets arrive, and ends the session', async () => {
    server = await startApiTestServer(avatarRoutes());
    renderWithProviders(<Avatar />, { baseUrl: server.baseUrl });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start speaking avatar' }));
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('The avatar is ready: Read aloud speaks through it.'),
    );
    const peer = FakePeerConnection.last;
    expect(peer?.configuration).toEqual({ iceServers: [] });
    expect(peer?.transceivers).toEqual([{ kind: 'audio', direction: 'recvonly' }]);
    expect(peer?.remote).toEqual({ type: 'answer', sdp: 'v=0\r\nanswer\r\n' });
    const connect = server.requests.find((request) => request.url === paths.textToSpeech.connect());
    expect(JSON.parse(connect?.body ?? '{}')).toEqual({ localSdp: peer?.localDescription?.sdp });

    await user.click(screen.getByRole('button', { name: 'Say it' }));
    const speak = server.requests.find((r) => r.url === paths.textToSpeech.speakVideo());
    expect(JSON.parse(speak?.body ?? '{}')).toEqual({ text: '**Open** daily.', language: 'en' });
    FakePeerConnection.packets = 50;
    await waitFor(() => expect(status).toHaveTextContent('The avatar is speaking'));
    // No packet since the last reading: the avatar has gone quiet.
    await waitFor(() =>
      expect(status).toHaveTextContent('The avatar is ready: Read aloud speaks through it.'),
    );

    await user.click(screen.getByRole('button', { name: 'End avatar session' }));
    expect(peer?.closed).toBe(true);
    await waitFor(() => expect(server?.calls).toContain(`POST ${paths.textToSpeech.disconnect()}`));
    expect(screen.getByRole('button', { name: 'Start speaking avatar' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the session, and closes the peer", async () => {
    server = await startApiTestServer(
      avatarRoutes({
        [`POST ${paths.textToSpeech.connect()}`]: {
          status: 409,
          body: { message: speakingAvatarMessages.tooManySessions },
        },
      }),
    );
    renderWithProviders(<Avatar />, { baseUrl: server.baseUrl });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start speaking avatar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The speaking avatar could not start');
    expect(alert).toHaveTextContent(speakingAvatarMessages.tooManySessions);
    expect(FakePeerConnection.last?.closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Start speaking avatar' })).toBeEnabled();
  });
});
