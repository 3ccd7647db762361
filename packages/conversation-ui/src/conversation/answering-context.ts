import { createContext, use } from 'react';

/**
 * Whether an answer is streaming into the conversation on screen. While it does, no question is
 * edited and no branch is switched. Only those few controls read it, so the start and the end of
 * a stream re-render them and not every row of a long conversation.
 */
export const AnsweringContext = createContext(false);

export function useAnswering(): boolean {
  return use(AnsweringContext);
}
