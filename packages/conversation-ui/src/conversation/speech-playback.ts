import { conversationMessages } from './conversation-messages';

/** The part of an audio element reading aloud needs (an `HTMLAudioElement`). */
/** The browser could not play a part it was given (the caller words it in the user's language). */
export class SpeechPlayError extends Error {
  constructor() {
    super(conversationMessages.readAloudPlayFailed);
    this.name = 'SpeechPlayError';
  }
}

export type SpeechAudio = Pick<
  HTMLAudioElement,
  'play' | 'pause' | 'src' | 'removeAttribute' | 'addEventListener' | 'removeEventListener'
>;

export interface SpeechPlayback {
  /** Settles when the last part has played, or at once when stopped; rejects on a failure. */
  finished: Promise<void>;
  /** Stops the voice now and releases every sound fetched. */
  stop(): void;
}

export interface SpeechPlaybackOptions {
  /** Fetches a part's sound and answers its object URL. */
  fetchSound: (part: string) => Promise<string>;
  audio: SpeechAudio;
  /** Releases an object URL; `URL.revokeObjectURL` unless a test watches it. */
  revoke?: (url: string) => void;
}

/**
 * Plays an answer's parts one after another on one audio element. Each part's sound is fetched
 * while the one before it plays, so the voice does not pause between parts. Each object URL is
 * revoked once played, or when stopped.
 */
export function playSpeech(
  parts: readonly string[],
  { fetchSound, audio, revoke = (url) => URL.revokeObjectURL(url) }: SpeechPlaybackOptions,
): SpeechPlayback {
  let stopped = false;
  let interrupt = () => undefined as void;
  const fetched = new Set<string>();
  const release = (url: string) => {
    if (fetched.delete(url)) revoke(url);
  };
  const fetchPart = (part: string) =>
    fetchSound(part).then((url) => {
      if (stopped) revoke(url);
      else fetched.add(url);
      return url;
    });

  const playOne = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const settle = (outcome: () => void) => () => {
        audio.removeEventListener('ended', onEnded);
        audio.removeEventListener('error', onError);
        outcome();
      };
      const onEnded = settle(resolve);
      const onError = settle(() => reject(new SpeechPlayError()));
      interrupt = settle(resolve);
      audio.addEventListener('ended', onEnded);
      audio.addEventListener('error', onError);
      audio.src = url;
      audio.play().catch((error: unknown) => {
        // Stopping while play() starts rejects it with an AbortError: not a failure.
        if (stopped) interrupt();
        else settle(() => reject(error))();
      });
    });

  const finished = (async () => {
    let next = parts[0] === undefined ? undefined : fetchPart(parts[0]);
    for (let index = 0; next !== undefined && !stopped; index += 1) {
      const url = await next;
      const following = parts[index + 1];
      next = following === undefined ? undefined : fetchPart(following);
      // A stopped reading leaves the next request to settle on its own, then revokes its URL.
      next?.catch(() => undefined);
      if (stopped) return;
      await playOne(url);
      release(url);
    }
  })();

  return {
    finished,
    stop() {
      if (stopped) return;
      stopped = true;
      audio.pause();
      audio.removeAttribute('src');
      interrupt();
      for (const url of [...fetched]) release(url);
    },
  };
}
