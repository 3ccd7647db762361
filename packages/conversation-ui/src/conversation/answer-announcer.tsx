import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { nextAnnouncement } from './answer-announcement';

export interface AnswerAnnouncerProps {
  /** The answer so far. */
  answer: string;
  finished: boolean;
}

/**
 * A polite live region that reads a streamed answer a sentence at a time and the rest when it
 * finishes, instead of every token.
 */
export function AnswerAnnouncer({ answer, finished }: AnswerAnnouncerProps) {
  const announcedLength = useRef(0);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (answer.length < announcedLength.current) announcedLength.current = 0;
    const next = nextAnnouncement(answer, announcedLength.current, finished);
    announcedLength.current = next.announcedLength;
    if (next.text) setMessage(next.text);
  }, [answer, finished]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
