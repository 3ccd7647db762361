import { limits } from '@parley/api-contract';

/**
 * A new conversation's title: its first question on one line, cut to the title limit (50
 * characters, chat-spec section 5) at the last word boundary that fits.
 */
export function titleFromQuestion(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const max = limits.conversationTitleMaxLength;
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One very long word has no boundary to cut at: cut it at the limit.
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : oneLine.slice(0, max)).trim();
}
