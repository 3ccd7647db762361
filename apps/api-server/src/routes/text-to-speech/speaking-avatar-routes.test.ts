import { paths, speakingAvatarMessages } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import type { RtpPacket } from 'werift';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, moderator } = seededUsers;

/**
 * A browser's side of the session, played by a second werift peer on loopback: it offers to
 * receive audio, with no STUN or TURN server, and records the RTP packets that arrive.
 */
async function browserPeer() {
  const peer = new RTCPeerConnection({
    iceServers: [],
    codecs: {
      audio: [
        new RTCRtpCodecParameters({
          mimeType: 'audio/PCMU',
          clockRate: 8000,
          channels: 1,
          payloadType: 0,
        }),
      ],
    },
  });
  peer.addTransceiver('audio', { direction: 'recvonly' });
  const packets: RtpPacket[] = [];
  peer.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => packets.push(rtp)));
  await peer.setLocalDescription(await peer.createOffer());
  await new Promise<void>((resolve) => {
    if (peer.iceGatheringState === 'complete') resolve();
    peer.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve());
  });
  const offer = peer.localDescription?.sdp ?? '';
  return {
    peer,
    offer,
    packets,
    async accept(answer: string) {
      await peer.setRemoteDescription({ type: 'answer', sdp: answer });
      await vi.waitFor(() => expect(peer.connectionState).toBe('connected'), { timeout: 10_000 });
    },
  };
}

type Browser = Awaited<ReturnType<typeof browserPeer>>;

describe('the speaking avatar: textToSpeech/video (issue 20)', () => {
  let server: TestServer;
  const browsers: Browser[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map(({ peer }) => peer.close()));
  });
  afterAll(() => server.close());

  const call = (user: string, path: string, payload?: Record<string, unknown>) =>
    server.as(user, { method: 'POST', url: path, ...(payload && { payload }) });

  const connected = async (user: string = staff) => {
    const browser = await browserPeer();
    browsers.push(browser);
    const answered = await call(user, paths.textToSpeech.connect(), { localSdp: browser.offer });
    expect(answered.statusCode).toBe(200);
    await browser.accept(answered.json().remoteSdp);
    return browser;
  };

  const talkspurts = (packets: RtpPacket[]) => packets.filter((rtp) => rtp.header.marker).length;

  it('answers the offer with an audio answer that carries its own candidates', async () => {
    const browser = await browserPeer();
    browsers.push(browser);
    const answered = await call(staff, paths.textToSpeech.connect(), { localSdp: browser.offer });
    expect(answered.statusCode).toBe(200);
    const { remoteSdp } = answered.json();
    expect(remoteSdp).toMatch(/^m=audio \d+ UDP\/TLS\/RTP\/SAVPF 0\r?$/m);
    expect(remoteSdp).toMatch(/^a=candidate:.* typ host/m);
    expect(remoteSdp).toMatch(/^a=sendonly/m);
    expect(remoteSdp).toMatch(/^a=rtpmap:0 PCMU\/8000/m);
    await browser.accept(remoteSdp);
  });

  it('says a text as 20 ms mu-law packets, and stopSpeaking silences it at once', async () => {
    const browser = await connected();
    // About 10 s of speech: 500 packets if nothing stopped it.
    const long = 'The office opens at nine and closes at five every day of the week. '.repeat(4);
    const spoken = await call(staff, paths.textToSpeech.speakVideo(), { text: long });
    expect(spoken.statusCode).toBe(204);
    await vi.waitFor(() => expect(browser.packets.length).toBeGreaterThan(5), { timeout: 10_000 });
    const [first] = browser.packets;
    expect(first?.header.payloadType).toBe(0);
    expect(first?.header.marker).toBe(true);
    expect(first?.payload.length).toBe(160);

    expect((await call(staff, paths.textToSpeech.stopSpeaking())).statusCode).toBe(204);
    // The next text starts a new talkspurt: what arrived before it is all the first text sent.
    expect((await call(staff, paths.textToSpeech.speakVideo(), { text: 'Yes.' })).statusCode).toBe(
      204,
    );
    await vi.waitFor(() => expect(talkspurts(browser.packets)).toBe(2), { timeout: 10_000 });
    const firstText = browser.packets.findIndex((rtp, index) => index > 0 && rtp.header.marker);
    expect(firstText).toBeLessThan(100);
    // Sequence numbers run on across texts, as one stream.
    const [before, after] = [browser.packets[firstText - 1], browser.packets[firstText]];
    expect(((before?.header.sequenceNumber ?? 0) + 1) & 0xffff).toBe(after?.header.sequenceNumber);
  });

  it('ends the session on disconnect: later calls answer 404 saying no session is open', async () => {
    await connected();
    expect((await call(staff, paths.textToSpeech.disconnect())).statusCode).toBe(204);
    for (const [path, payload] of [
      [paths.textToSpeech.disconnect(), undefined],
      [paths.textToSpeech.stopSpeaking(), undefined],
      [paths.textToSpeech.speakVideo(), { text: 'Hello.' }],
    ] as const) {
      const refused = await call(staff, path, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(speakingAvatarMessages.noSession);
    }
  });

  it("keeps one session per user: a second connect replaces the first, another user's is their own", async () => {
    const replaced = await connected();
    const current = await connected();
    const other = await connected(moderator);
    expect((await call(staff, paths.textToSpeech.speakVideo(), { text: 'Hi.' })).statusCode).toBe(
      204,
    );
    await vi.waitFor(() => expect(current.packets.length).toBeGreaterThan(5), { timeout: 10_000 });
    expect(replaced.packets).toEqual([]);
    expect(other.packets).toEqual([]);
    // Disconnecting the staff user's session leaves the moderator's open.
    expect((await call(staff, paths.textToSpeech.disconnect())).statusCode).toBe(204);
    expect((await call(moderator, paths.textToSpeech.stopSpeaking())).statusCode).toBe(204);
    expect((await call(moderator, paths.textToSpeech.disconnect())).statusCode).toBe(204);
  });

  it('refuses an offer it cannot answer (400) with the reason', async () => {
    const cases = [
      [{ localSdp: '' }, 'Local SDP is required'],
      [{ localSdp: 'hello' }, speakingAvatarMessages.badOffer(speakingAvatarMessages.noAudio)],
      [
        { localSdp: 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\n' },
        speakingAvatarMessages.badOffer(speakingAvatarMessages.noAudio),
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await call(staff, paths.textToSpeech.connect(), payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const sending = await call(staff, paths.textToSpeech.connect(), {
      localSdp: (
        await browserPeer().then((browser) => (browsers.push(browser), browser))
      ).offer.replace('a=recvonly', 'a=sendonly'),
    });
    expect(sending.statusCode).toBe(400);
    expect(sending.json().message).toBe(
      speakingAvatarMessages.badOffer(speakingAvatarMessages.noAudio),
    );
  });

  it('needs a signed-in user on every call (401)', async () => {
    for (const url of [
      paths.textToSpeech.connect(),
      paths.textToSpeech.speakVideo(),
      paths.textToSpeech.stopSpeaking(),
      paths.textToSpeech.disconnect(),
    ]) {
      const anonymous = await server.app.inject({ method: 'POST', url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toEqual(expect.any(String));
    }
  });
});
