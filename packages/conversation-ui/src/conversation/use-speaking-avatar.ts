import { useCallback, useEffect, useRef, useState } from 'react';
import { textToSpeechApi } from '@parley/api-client';
import { SPEECH_TEXT_MAX_LENGTH } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import { openAvatarPeer } from './avatar-peer';
import type { AvatarPeer } from './avatar-peer';
import { useConversationDispatch } from './use-conversation-dispatch';

const { connectVideo, disconnectVideo, speakWithAvatar, stopSpeaking } = textToSpeechApi.endpoints;

/** Off until started; ready while connected and silent; speaking while its audio arrives. */
export type AvatarStatus = 'off' | 'connecting' | 'ready' | 'speaking';

/** Why the avatar failed, for the panel to show; the server's words where it gave some. */
export type AvatarFailure = { kind: 'start' | 'lost' | 'speak' | 'play'; detail?: string };

const browserAudio = () => new Audio();

/** How often the browser's statistics are read to tell whether the avatar is speaking. */
const SAMPLE_MS = 150;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : describeServerError(error).message;

/**
 * The speaking avatar (issue 20): a WebRTC session on which the server says answers
 * (`avatar-peer.ts`). While it is open, `speak` has the avatar say an answer; `level` is the
 * voice's loudness while it arrives, which animates the agent's picture. Leaving the screen ends
 * the session. `createAudio` is for tests; the browser's `Audio` plays otherwise.
 */
export function useSpeakingAvatar(createAudio: () => HTMLAudioElement = browserAudio) {
  const dispatch = useConversationDispatch();
  const [status, setStatus] = useState<AvatarStatus>('off');
  const [level, setLevel] = useState(0);
  const [failure, setFailure] = useState<AvatarFailure | null>(null);
  const session = useRef<{ peer: AvatarPeer; audio: HTMLAudioElement; timer: number } | null>(null);

  const close = useCallback(() => {
    const open = session.current;
    session.current = null;
    if (!open) return false;
    window.clearInterval(open.timer);
    open.peer.close();
    open.audio.srcObject = null;
    setStatus('off');
    setLevel(0);
    return true;
  }, []);

  const end = useCallback(async () => {
    if (!close()) return;
    try {
      await dispatch(disconnectVideo.initiate(undefined, { track: false })).unwrap();
    } catch (error) {
      // The server may have ended an idle session already: there is nothing left to end.
      if ((error as { status?: unknown }).status !== 404) {
        setFailure({ kind: 'lost', detail: messageOf(error) });
      }
    }
  }, [close, dispatch]);

  useEffect(
    () => () => {
      if (close()) void dispatch(disconnectVideo.initiate(undefined, { track: false }));
    },
    [close, dispatch],
  );

  const start = useCallback(async () => {
    close();
    setFailure(null);
    setStatus('connecting');
    const audio = createAudio();
    let peer: AvatarPeer | undefined;
    try {
      peer = await openAvatarPeer({
        onAudio: (stream) => {
          audio.srcObject = stream;
          audio.play().catch((error: unknown) => {
            setFailure({ kind: 'play', detail: messageOf(error) });
          });
        },
        onLost: () => {
          close();
          setFailure({ kind: 'lost' });
        },
      });
      const { remoteSdp } = await dispatch(
        connectVideo.initiate({ localSdp: peer.offer }, { track: false }),
      ).unwrap();
      await peer.accept(remoteSdp);
    } catch (error) {
      peer?.close();
      setStatus('off');
      setFailure({ kind: 'start', detail: messageOf(error) });
      return;
    }
    const opened = peer;
    const timer = window.setInterval(() => {
      void opened.sample().then(({ arriving, level: loudness }) => {
        if (session.current?.peer !== opened) return;
        setStatus(arriving ? 'speaking' : 'ready');
        // Tenths: the picture need not re-render for every small change.
        setLevel(Math.round(loudness * 10) / 10);
      });
    }, SAMPLE_MS);
    session.current = { peer: opened, audio, timer };
    setStatus('ready');
  }, [close, createAudio, dispatch]);

  const speak = useCallback(
    async (text: string) => {
      setFailure(null);
      const language = document.documentElement.lang || 'en';
      try {
        await dispatch(
          speakWithAvatar.initiate(
            { text: text.slice(0, SPEECH_TEXT_MAX_LENGTH), language },
            { track: false },
          ),
        ).unwrap();
      } catch (error) {
        setFailure({ kind: 'speak', detail: messageOf(error) });
      }
    },
    [dispatch],
  );

  const silence = useCallback(async () => {
    try {
      await dispatch(stopSpeaking.initiate(undefined, { track: false })).unwrap();
    } catch (error) {
      setFailure({ kind: 'speak', detail: messageOf(error) });
    }
  }, [dispatch]);

  return {
    status,
    level,
    failure,
    isOpen: status === 'ready' || status === 'speaking',
    start,
    speak,
    stopSpeaking: silence,
    end,
  };
}
