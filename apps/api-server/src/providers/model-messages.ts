import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import type { AnswerMessage } from './answer-engine';

/**
 * The conversation as AI SDK messages for `streamText`: a user message that carried images
 * becomes its text followed by one image part per image, which every vision-capable provider
 * reads (chat-spec section 7, vision upload).
 */
export function toModelMessages(messages: readonly AnswerMessage[]): ModelMessage[] {
  return messages.map(({ role, content, images = [] }): ModelMessage => {
    if (role === 'assistant' || images.length === 0) return { role, content };
    return {
      role,
      content: [
        { type: 'text', text: content },
        ...images.map((image) => ({
          type: 'image' as const,
          image: image.data,
          mediaType: image.mimeType,
        })),
      ],
    };
  });
}

/**
 * The same conversation as a language model's own prompt (what `streamText` would hand it),
 * for engines that call `doStream` directly: images become file parts that keep their names.
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
