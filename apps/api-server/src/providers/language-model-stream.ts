import type { AnswerEvent, AnswerRequest } from './answer-engine';
import {
  failureEvent,
  type ModelAnswerSettings,
  type ModelCall,
  type UsageEvent,
} from './ai-sdk-engine';
import { toLanguageModelPrompt } from './model-messages';

/**
 * Reads a language model's `doStream` directly and reports it exactly as `streamModelAnswer` does
 * (text events, then the usage it returns; one error event on failure; silence on abort).
 *
 * The offline engine uses this rather than `streamText`: the AI SDK passes every part through a
 * dozen web streams, which measured about ten times the CPU per event, too much for the 1,000
 * concurrent offline answers one server process must hold. Real providers keep `streamText`.
 */
export async function* streamLanguageModel(
  settings: ModelAnswerSettings,
  request: AnswerRequest,
  call: ModelCall,
): AsyncGenerator<AnswerEvent, UsageEvent | undefined> {
  if (request.signal.aborted) return undefined;
  const { stream } = await settings.model.doStream({
    prompt: toLanguageModelPrompt(call.system, request.messages),
    maxOutputTokens: request.maxTokens,
    temperature: request.temperature,
    topP: request.topP,
    frequencyPenalty: request.frequencyPenalty,
    providerOptions: call.providerOptions,
    abortSignal: request.signal,
  });
  const reader = stream.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const { value } = part;
      if (value.type === 'text-delta' && value.delta !== '') {
        yield { type: 'text', text: value.delta };
      } else if (value.type === 'error') {
        yield failureEvent(settings, value.error);
        return undefined;
      } else if (value.type === 'finish') {
        return {
          type: 'usage',
          model: settings.modelName,
          inputTokens: value.usage.inputTokens.total ?? 0,
          outputTokens: value.usage.outputTokens.total ?? 0,
        };
      }
    }
  } catch (error) {
    if (!request.signal.aborted) yield failureEvent(settings, error);
  } finally {
    // Stops the model's timers when the consumer leaves early.
    void reader.cancel().catch(() => undefined);
  }
  return undefined;
}
