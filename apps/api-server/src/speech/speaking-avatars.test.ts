import { speakingAvatarMessages } from '@parley/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RTCPeerConnection } from 'werift';
import { encodeMuLaw, muLawFrames } from './mu-law';
import { createSpeakingAvatars } from './speaking-avatars';
import type { SpeakingAvatars } from './speaking-avatars';
import { decodeWav, encodeWav } from './wav';

async function offerToReceiveAudio() {
  const peer = new RTCPeerConnection({ iceServers: [] });
  peer.addTransceiver('audio', { direction: 'recvonly' });
  await peer.setLocalDescription(await peer.createOffer());
  return { peer, sdp: peer.localDescription?.sdp ?? '' };
}

describe('speaking avatar sessions (issue 20)', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((closable) => closable.close()));
  });
  const sessions = (options: { maxSessions: number; idleMs: number }): SpeakingAvatars => {
    const avatars = createSpeakingAvatars(options);
    opened.push(avatars);
    return avatars;
  };
  const offer = async () => {
    const browser = await offerToReceiveAudio();
    opened.push(browser.peer);
    return browser.sdp;
  };

  it('holds at most maxSessions sessions, refusing the next user with the limit in words', async () => {
    const avatars = sessions({ maxSessions: 1, idleMs: 60_000 });
    await avatars.connect('user-1', await offer());
    await expect(avatars.connect('user-2', await offer())).rejects.toThrow(
      speakingAvatarMessages.tooManySessions,
    );
    // The same user's second connect replaces the first rather than counting twice.
    await avatars.connect('user-1', await offer());
  });

  it('ends a session left idle', async () => {
    const avatars = sessions({ maxSessions: 1, idleMs: 50 });
    await avatars.connect('user-1', await offer());
    await vi.waitFor(() =>
      expect(() => avatars.stopSpeaking('user-1')).toThrow(speakingAvatarMessages.noSession),
    );
  });
});

describe('the audio the avatar sends', () => {
  it('encodes G.711 mu-law: silence 0xFF, the extremes 0x80 and 0x00', () => {
    expect(encodeMuLaw(0)).toBe(0xff);
    expect(encodeMuLaw(32767)).toBe(0x80);
    expect(encodeMuLaw(-32768)).toBe(0x00);
    expect(encodeMuLaw(1000)).toBe(0xce);
  });

  it('brings a 22,050 Hz WAV (the embedded voice) to 8 kHz in 160-byte frames, the last padded with silence', () => {
    // A second and a little at 22,050 Hz, the embedded voice's rate.
    const samples = new Int16Array(22_050 + 200).fill(1000);
    const audio = decodeWav(encodeWav(samples, 22_050));
    expect(audio).toEqual({ samples, sampleRate: 22_050 });
    const frames = muLawFrames(audio);
    expect(frames).toHaveLength(Math.ceil(Math.floor((22_250 * 8000) / 22_050) / 160));
    expect(frames.every((frame) => frame.length === 160)).toBe(true);
    expect(frames[0]?.[0]).toBe(encodeMuLaw(1000));
    expect(frames.at(-1)?.at(-1)).toBe(0xff);
  });

  it('refuses a sound that is not a WAV of 16-bit PCM', () => {
    expect(() => decodeWav(new TextEncoder().encode('ID3 an mp3'))).toThrow(
      'The sound is not a WAV file.',
    );
  });
});
