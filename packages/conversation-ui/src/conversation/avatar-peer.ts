/**
 * The browser's side of the speaking avatar's WebRTC session (issue 20): a peer connection with
 * no ICE servers that only receives audio. The server answers the offer with its own candidates,
 * so the offer is sent once this side's are gathered (no trickle).
 */
export interface AvatarPeer {
  /** The offer's SDP, candidates included. */
  offer: string;
  accept(answerSdp: string): Promise<void>;
  /**
   * Audio arriving: true while packets arrive since the last call, with the level of the voice
   * (0 to 1) as the browser measures it.
   */
  sample(): Promise<{ arriving: boolean; level: number }>;
  close(): void;
}

/** How long to wait for this side's candidates: loopback and host candidates take milliseconds. */
const GATHERING_TIMEOUT_MS = 5000;

export async function openAvatarPeer(handlers: {
  onAudio: (stream: MediaStream) => void;
  onLost: () => void;
}): Promise<AvatarPeer> {
  const peer = new RTCPeerConnection({ iceServers: [] });
  peer.addTransceiver('audio', { direction: 'recvonly' });
  peer.ontrack = (event) => handlers.onAudio(event.streams[0] ?? new MediaStream([event.track]));
  peer.onconnectionstatechange = () => {
    if (peer.connectionState === 'failed') handlers.onLost();
  };
  try {
    await peer.setLocalDescription(await peer.createOffer());
    await gathered(peer);
  } catch (error) {
    peer.close();
    throw error;
  }
  let packets = 0;
  return {
    offer: peer.localDescription?.sdp ?? '',
    accept: (answerSdp) => peer.setRemoteDescription({ type: 'answer', sdp: answerSdp }),
    async sample() {
      let received = packets;
      let level = 0;
      (await peer.getStats()).forEach((report: RTCInboundRtpStreamStats) => {
        if (report.type !== 'inbound-rtp' || report.kind !== 'audio') return;
        received = report.packetsReceived ?? received;
        level = report.audioLevel ?? 0;
      });
      const arriving = received > packets;
      packets = received;
      return { arriving, level: arriving ? level : 0 };
    },
    close: () => peer.close(),
  };
}

function gathered(peer: RTCPeerConnection): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', changed);
      resolve();
    };
    const changed = () => {
      if (peer.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, GATHERING_TIMEOUT_MS);
    peer.addEventListener('icegatheringstatechange', changed);
  });
}
