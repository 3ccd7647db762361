import { randomBytes } from 'node:crypto';
import type { AgentPublicChat, UpdateAgentPublicChatRequest } from '@parley/api-contract';

/** The public-chat columns of an agent row. */
export interface PublicChatColumns {
  publicEndpoint: string | null;
  publicEndpointEnabled: boolean;
  publicAllowedOrigins: string[];
  publicQuestionsPerMinutePerSession: number;
  publicQuestionsPerMinutePerAddress: number;
  publicQuestionsPerMinutePerEndpoint: number;
  publicBrandKey: string | null;
}

export function publicChatView(agent: PublicChatColumns): AgentPublicChat {
  return {
    enabled: agent.publicEndpointEnabled,
    endpoint: agent.publicEndpoint,
    allowedOrigins: agent.publicAllowedOrigins,
    questionsPerMinutePerSession: agent.publicQuestionsPerMinutePerSession,
    questionsPerMinutePerAddress: agent.publicQuestionsPerMinutePerAddress,
    questionsPerMinutePerEndpoint: agent.publicQuestionsPerMinutePerEndpoint,
    brandKey: agent.publicBrandKey,
  };
}

const keyAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new endpoint key: the agent's name as a readable slug (ASCII letters and digits, at most 40
 * characters) and 12 random characters (62 bits), so that keys cannot be guessed from names and
 * stay URL-safe without encoding. The column is unique as well.
 */
export function newEndpointKey(agentName: string | null): string {
  const slug = (agentName ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const random = Array.from(randomBytes(12), (byte) => keyAlphabet[byte % keyAlphabet.length]).join(
    '',
  );
  return slug ? `${slug}-${random}` : random;
}

/**
 * The columns a change of the public chat writes: a key is made when the endpoint is first
 * switched on or when asked for; switching off keeps it, so switching on again restores the
 * address embedders already use.
 */
export function publicChatChanges(
  agent: { name: string | null; publicEndpoint: string | null },
  request: UpdateAgentPublicChatRequest,
): PublicChatColumns {
  const needsKey =
    request.regenerateEndpoint === true || (request.enabled && !agent.publicEndpoint);
  return {
    publicEndpoint: needsKey ? newEndpointKey(agent.name) : agent.publicEndpoint,
    publicEndpointEnabled: request.enabled,
    publicAllowedOrigins: request.allowedOrigins,
    publicQuestionsPerMinutePerSession: request.questionsPerMinutePerSession,
    publicQuestionsPerMinutePerAddress: request.questionsPerMinutePerAddress,
    publicQuestionsPerMinutePerEndpoint: request.questionsPerMinutePerEndpoint,
    publicBrandKey: request.brandKey,
  };
}
