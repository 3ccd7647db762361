import { speakingAvatarMessages } from '@parley/api-contract';
import type * as Werift from 'werift';
import type { RTCPeerConnection, RTCRtpTransceiver } from 'werift';
import { MU_LAW_FRAME_BYTES, MU_LAW_SAMPLE_RATE, muLawFrames } from './mu-law';
import type { PcmAudio } from './wav';

/** Why a call on the avatar sessions was refused; the routes answer with the message. */
export class SpeakingAvatarError extends Error {
  constructor(
    readonly reason: 'noSession' | 'badOffer' | 'full',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The speaking avatar's WebRTC sessions (issue 20), one per signed-in user: the server answers the
 * browser's offer and sends speech over the audio track.
 */
export interface SpeakingAvatars {
  /** Answers the browser's offer (its candidates gathered); replaces the user's open session. */
  connect(userId: string, offerSdp: string): Promise<string>;
  /** Starts saying the audio, interrupting what is being said. */
  speak(userId: string, audio: PcmAudio): void;
  stopSpeaking(userId: string): void;
  disconnect(userId: string): Promise<void>;
  /** Ends every session (server shutdown). */
  close(): Promise<void>;
}

export interface SpeakingAvatarOptions {
  maxSessions: number;
  idleMs: number;
  /** How long the answer waits for its own ICE candidates at most. */
  gatheringTimeoutMs?: number;
}

/** 20 ms of audio per RTP packet, as telephony and WebRTC send G.711. */
const FRAME_MS = (MU_LAW_FRAME_BYTES / MU_LAW_SAMPLE_RATE) * 1000;

/**
 * werift is loaded at the first connect: importing it takes a second or more, which every server
 * start (and every test server) would otherwise pay for a feature few sessions use.
 */
let werift: Promise<typeof Werift> | undefined;
const loadWerift = () => (werift ??= import('werift'));

interface RtpFrameHeader {
  sequenceNumber: number;
  timestamp: number;
  marker: boolean;
}

interface Session {
  peer: RTCPeerConnection;
  /** Sends one packet of mu-law on the session's audio track. */
  send(header: RtpFrameHeader, frame: Uint8Array): void;
  openedAt: number;
  sequenceNumber: number;
  timestamp: number;
  speech: ReturnType<typeof setTimeout> | undefined;
  idle: ReturnType<typeof setTimeout> | undefined;
}

export function createSpeakingAvatars(options: SpeakingAvatarOptions): SpeakingAvatars {
  const sessions = new Map<string, Session>();
  let connecting = 0;

  const sessionOf = (userId: string) => {
    const session = sessions.get(userId);
    if (!session) throw new SpeakingAvatarError('noSession', speakingAvatarMessages.noSession);
    return session;
  };

  const end = async (userId: string, session: Session) => {
    if (sessions.get(userId) === session) sessions.delete(userId);
    clearTimeout(session.speech);
    clearTimeout(session.idle);
    await session.peer.close();
  };

  /** Ends the session after `idleMs` without a call; speech in progress keeps it open. */
  const touch = (userId: string, session: Session) => {
    clearTimeout(session.idle);
    session.idle = setTimeout(() => {
      if (session.speech !== undefined) touch(userId, session);
      else void end(userId, session);
    }, options.idleMs);
    session.idle.unref();
  };

  const stop = (session: Session) => {
    clearTimeout(session.speech);
    session.speech = undefined;
  };

  return {
    async connect(userId, offerSdp) {
      const previous = sessions.get(userId);
      if (previous) await end(userId, previous);
      if (sessions.size + connecting >= options.maxSessions) {
        throw new SpeakingAvatarError('full', speakingAvatarMessages.tooManySessions);
      }
      connecting += 1;
      let peer: RTCPeerConnection | undefined;
      try {
        const { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } =
          await loadWerift();
        // G.711 mu-law (PCMU, static payload type 0) is the one codec offered: every WebRTC
        // browser receives it and it is encoded in a few lines (`mu-law.ts`), where Opus would
        // need a codec compiled to WebAssembly. Telephone quality is enough for a voice.
        const pcmu = new RTCRtpCodecParameters({
          mimeType: 'audio/PCMU',
          clockRate: MU_LAW_SAMPLE_RATE,
          channels: 1,
          payloadType: 0,
        });
        // No STUN or TURN server: the answer offers this host's own addresses.
        peer = new RTCPeerConnection({ iceServers: [], codecs: { audio: [pcmu], video: [] } });
        const sendsAudio = await answerOffer(peer, offerSdp);
        const track = new MediaStreamTrack({ kind: 'audio' });
        await sendsAudio.sender.replaceTrack(track);
        await peer.setLocalDescription(await peer.createAnswer());
        await gatheringComplete(peer, options.gatheringTimeoutMs ?? 5000);
        const answer = peer.localDescription?.sdp;
        if (answer === undefined) throw new Error('werift made no local description');
        const session: Session = {
          peer,
          send: (header, frame) =>
            track.writeRtp(
              new RtpPacket(new RtpHeader({ payloadType: 0, ...header }), Buffer.from(frame)),
            ),
          openedAt: performance.now(),
          sequenceNumber: 0,
          timestamp: 0,
          speech: undefined,
          idle: undefined,
        };
        // Two connects of one user at once: the later one wins, as a second connect does.
        const raced = sessions.get(userId);
        if (raced) await end(userId, raced);
        sessions.set(userId, session);
        peer.connectionStateChange.subscribe((state) => {
          if (state === 'failed' || state === 'closed') void end(userId, session);
        });
        touch(userId, session);
        return answer;
      } catch (error) {
        await peer?.close();
        throw error;
      } finally {
        connecting -= 1;
      }
    },

    speak(userId, audio) {
      const session = sessionOf(userId);
      stop(session);
      const frames = muLawFrames(audio);
      // The RTP clock runs from the session's start, so a pause between texts is a gap in
      // timestamps, as the receiver's jitter buffer expects; the marker bit starts a talkspurt.
      const elapsed = Math.round(
        ((performance.now() - session.openedAt) / 1000) * MU_LAW_SAMPLE_RATE,
      );
      session.timestamp = Math.max(session.timestamp, elapsed);
      const started = performance.now();
      let sent = 0;
      const sendDue = () => {
        const due = Math.min(
          frames.length,
          Math.floor((performance.now() - started) / FRAME_MS) + 1,
        );
        for (; sent < due; sent += 1) {
          const header = {
            sequenceNumber: session.sequenceNumber,
            timestamp: session.timestamp >>> 0,
            marker: sent === 0,
          };
          session.send(header, frames[sent] ?? new Uint8Array(MU_LAW_FRAME_BYTES));
          session.sequenceNumber = (session.sequenceNumber + 1) & 0xffff;
          session.timestamp += MU_LAW_FRAME_BYTES;
        }
        if (sent >= frames.length) {
          session.speech = undefined;
          touch(userId, session);
          return;
        }
        // Each packet leaves when its 20 ms fall due on the clock, so late timers catch up.
        session.speech = setTimeout(sendDue, started + sent * FRAME_MS - performance.now());
      };
      sendDue();
      touch(userId, session);
    },

    stopSpeaking(userId) {
      const session = sessionOf(userId);
      stop(session);
      touch(userId, session);
    },

    async disconnect(userId) {
      await end(userId, sessionOf(userId));
    },

    async close() {
      await Promise.all([...sessions].map(([userId, session]) => end(userId, session)));
    },
  };
}

/** Sets the browser's offer; its audio must be something the browser receives. */
async function answerOffer(peer: RTCPeerConnection, offerSdp: string): Promise<RTCRtpTransceiver> {
  const badOffer = (reason: string) =>
    new SpeakingAvatarError('badOffer', speakingAvatarMessages.badOffer(reason));
  if (!/^v=0\r?$/m.test(offerSdp) || !/^m=audio /m.test(offerSdp)) {
    throw badOffer(speakingAvatarMessages.noAudio);
  }
  try {
    await peer.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  } catch (error) {
    throw badOffer(error instanceof Error ? error.message : String(error));
  }
  const audio = peer.getTransceivers().find(
    (transceiver) =>
      transceiver.kind === 'audio' &&
      // The offer's direction seen from here: the browser receives what this side sends.
      (transceiver.offerDirection === 'sendonly' || transceiver.offerDirection === 'sendrecv'),
  );
  if (!audio) throw badOffer(speakingAvatarMessages.noAudio);
  audio.setDirection('sendonly');
  return audio;
}

function gatheringComplete(peer: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const { unSubscribe } = peer.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') done();
    });
    function done() {
      clearTimeout(timer);
      unSubscribe();
      resolve();
    }
  });
}
