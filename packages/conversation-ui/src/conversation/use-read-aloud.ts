import { useCallback, useEffect, useRef, useState } from 'react';
import { textToSpeechApi } from '@parley/api-client';
import { describeServerError, notify } from '@parley/app-shell';
import { useConversationText } from '../i18n/conversation-text';
import { speechParts } from './speech-parts';
import { playSpeech, SpeechPlayError } from './speech-playback';
import type { SpeechAudio } from './speech-playback';
import { useConversationDispatch } from './use-conversation-dispatch';

const { speak } = textToSpeechApi.endpoints;
const browserAudio = (): SpeechAudio => new Audio();

/**
 * Reading answers aloud (issue 20, voice output): one answer at a time, in the page's language
 * (the `lang` the user's settings put on `<html>`). Pressing the reading answer's button again
 * stops it; pressing another answer's moves the voice there; leaving the conversation stops it.
 * `createAudio` is for tests; the browser's `Audio` plays otherwise.
 */
export function useReadAloud(createAudio: () => SpeechAudio = browserAudio) {
  const dispatch = useConversationDispatch();
  const t = useConversationText();
  const [readingId, setReadingId] = useState<string | null>(null);
  const current = useRef<{ id: string; stop: () => void } | null>(null);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setReadingId(null);
  }, []);
  useEffect(() => () => current.current?.stop(), []);

  const toggle = useCallback(
    (id: string, answer: string) => {
      const again = current.current?.id === id;
      stop();
      if (again) return;
      const language = document.documentElement.lang || 'en';
      const playback = playSpeech(speechParts(answer), {
        fetchSound: (text) =>
          dispatch(speak.initiate({ text, language }, { track: false })).unwrap(),
        audio: createAudio(),
      });
      const reading = { id, stop: playback.stop };
      current.current = reading;
      setReadingId(id);
      playback.finished
        .catch((error: unknown) => {
          if (current.current !== reading) return;
          const message =
            error instanceof SpeechPlayError
              ? t('readAloudPlayFailed')
              : error instanceof Error
                ? error.message
                : describeServerError(error).message;
          notify.error(t('readAloudFailed'), message);
        })
        .finally(() => {
          if (current.current !== reading) return;
          current.current = null;
          setReadingId(null);
        });
    },
    [createAudio, dispatch, stop, t],
  );

  return { readingId, toggle, stop };
}
