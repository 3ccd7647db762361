import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { AnswerMessage } from './answer-engine';

/**
 * The conversation as a language model's own prompt (what `streamText` would hand it), for
 * `doStream`: a user message's images follow its text as file parts that keep their names, which
 * every vision-capable provider reads (chat-spec section 7, vision upload).
 */
export function toLanguageModelPrompt(
  system: string,
  messages: readonly AnswerMessage[],
): LanguageModelV3Prompt {
  return [
    ...(system === '' ? [] : [{ role: 'system' as const, content: system }]),
    ...messages.map(({ role, content, images = [] }) =>
      role === 'assistant'
        ? { role, content: [{ type: 'text' as const, text: content }] }
        : {
            role,
            content: [
              { type: 'text' as const, text: content },
              ...images.map((image) => ({
                type: 'file' as const,
                filename: image.fileName,
                data: image.data,
                mediaType: image.mimeType,
              })),
            ],
          },
    ),
  ];
}
