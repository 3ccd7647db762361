import {
  originProblem,
  publicChatLimits,
  publicChatMessages,
  repeatedOrigin,
} from '@parley/api-contract';
import type {
  AgentPublicChat,
  PublicChatRateLimitField,
  UpdateAgentPublicChatRequest,
} from '@parley/api-contract';
import { array, boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';

const maxOf: Record<PublicChatRateLimitField, number> = {
  questionsPerMinutePerSession: publicChatLimits.questionsPerMinutePerSessionMax,
  questionsPerMinutePerAddress: publicChatLimits.questionsPerMinutePerAddressMax,
  questionsPerMinutePerEndpoint: publicChatLimits.questionsPerMinutePerEndpointMax,
};

const rateLimit = (field: PublicChatRateLimitField) => {
  const message = publicChatMessages.rateLimit(field);
  return number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message)
    .max(maxOf[field], message);
};

/** Rows left empty are dropped when saving, so an empty row is no error. */
const filled = (origins: readonly (string | undefined)[]) =>
  origins.map((origin) => (origin ?? '').trim()).filter(Boolean);

/**
 * The public chat form's rules, in the contract's words (`updateAgentPublicChatRequestSchema`):
 * each origin an http(s) origin with no path or wildcard, none twice, at most 20; the three
 * limits whole numbers within bounds. The origin rule is the contract's own `originProblem`.
 */
export const agentPublicChatFormSchema = object({
  enabled: boolean().defined(),
  regenerateEndpoint: boolean().default(false),
  allowedOrigins: array(
    string()
      .default('')
      .test('origin', (value, context) => {
        const origin = (value ?? '').trim();
        const problem = origin ? originProblem(origin) : undefined;
        return problem ? context.createError({ message: problem }) : true;
      }),
  )
    .defined()
    .test(
      'at-most',
      publicChatMessages.tooManyOrigins,
      (origins) => filled(origins).length <= publicChatLimits.allowedOriginsMax,
    )
    .test('once', (origins, context) => {
      const repeated = repeatedOrigin(filled(origins));
      return repeated === undefined
        ? true
        : context.createError({ message: publicChatMessages.repeatedOrigin(repeated) });
    }),
  questionsPerMinutePerSession: rateLimit('questionsPerMinutePerSession'),
  questionsPerMinutePerAddress: rateLimit('questionsPerMinutePerAddress'),
  questionsPerMinutePerEndpoint: rateLimit('questionsPerMinutePerEndpoint'),
  // "The instance's default brand" is the select's empty choice: undefined to yup, null to send.
  brandKey: string().nullable().default(null),
});

export type AgentPublicChatFormValues = InferType<typeof agentPublicChatFormSchema>;

/** The form's values for the stored settings. */
export function publicChatFormValues(publicChat: AgentPublicChat): AgentPublicChatFormValues {
  return {
    enabled: publicChat.enabled,
    regenerateEndpoint: false,
    allowedOrigins: publicChat.allowedOrigins,
    questionsPerMinutePerSession: publicChat.questionsPerMinutePerSession,
    questionsPerMinutePerAddress: publicChat.questionsPerMinutePerAddress,
    questionsPerMinutePerEndpoint: publicChat.questionsPerMinutePerEndpoint,
    brandKey: publicChat.brandKey ?? '',
  };
}

/** What the server takes: trimmed origins without empty rows, no brand as null. */
export function publicChatRequest(values: AgentPublicChatFormValues): UpdateAgentPublicChatRequest {
  return {
    enabled: values.enabled,
    ...(values.regenerateEndpoint ? { regenerateEndpoint: true } : {}),
    allowedOrigins: filled(values.allowedOrigins),
    questionsPerMinutePerSession: values.questionsPerMinutePerSession,
    questionsPerMinutePerAddress: values.questionsPerMinutePerAddress,
    questionsPerMinutePerEndpoint: values.questionsPerMinutePerEndpoint,
    brandKey: values.brandKey || null,
  };
}
