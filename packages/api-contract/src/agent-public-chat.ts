import * as z from 'zod/mini';
import { adminGptSystemSchema } from './admin-access';

/**
 * A system agent's public chat (admin-spec section 7, "Publishing"; chat-spec section 1): the
 * public endpoint anonymous visitors chat on, the sites allowed to frame it, its per-minute
 * question limits and the brand it shows. Personal agents never get one.
 */

/** Bounds of the public chat settings, each once for the console form and the server. */
export const publicChatLimits = {
  allowedOriginsMax: 20,
  questionsPerMinutePerSessionMax: 1_000,
  questionsPerMinutePerAddressMax: 10_000,
  questionsPerMinutePerEndpointMax: 100_000,
  brandKeyMaxLength: 100,
} as const;

export const publicChatRateLimitFields = [
  'questionsPerMinutePerSession',
  'questionsPerMinutePerAddress',
  'questionsPerMinutePerEndpoint',
] as const;
export type PublicChatRateLimitField = (typeof publicChatRateLimitFields)[number];

const rateLimitMax: Record<PublicChatRateLimitField, number> = {
  questionsPerMinutePerSession: publicChatLimits.questionsPerMinutePerSessionMax,
  questionsPerMinutePerAddress: publicChatLimits.questionsPerMinutePerAddressMax,
  questionsPerMinutePerEndpoint: publicChatLimits.questionsPerMinutePerEndpointMax,
};

const rateLimitSubject: Record<PublicChatRateLimitField, string> = {
  questionsPerMinutePerSession: 'Questions per minute from one visitor',
  questionsPerMinutePerAddress: 'Questions per minute from one address',
  questionsPerMinutePerEndpoint: 'Questions per minute in all',
};

/** The messages both the console form and the server's 400 answers show. */
export const publicChatMessages = {
  personalAgent:
    'Personal agents have no public endpoint: only system agents can be offered to anonymous visitors.',
  deletedAgent: 'The agent is deleted: its public chat cannot be changed.',
  unknownBrand: (brandKey: string) => `No brand has the key "${brandKey}".`,
  tooManyOrigins: `List at most ${publicChatLimits.allowedOriginsMax} allowed origins.`,
  repeatedOrigin: (origin: string) => `"${origin}" is listed twice.`,
  rateLimit: (field: PublicChatRateLimitField) =>
    `${rateLimitSubject[field]} must be a whole number from 1 to ${rateLimitMax[field].toLocaleString('en')}.`,
} as const;

/** An origin as browsers send it: http or https, a host and an optional port, nothing else. */
const originPattern = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::(\d{1,5}))?$/;

/**
 * Why a text is not an allowed origin, or undefined when it is one. Frame-ancestors matches
 * scheme, host and port exactly: no paths, and no wildcards (the server never sends one).
 */
export function originProblem(value: string): string | undefined {
  const match = originPattern.exec(value);
  if (match) {
    const port = match[1] === undefined ? undefined : Number(match[1]);
    if (port === undefined || (port >= 1 && port <= 65_535)) return undefined;
    return `"${value}": the port must be from 1 to 65535.`;
  }
  if (value.includes('*')) return `"${value}": wildcards are not supported; list each origin.`;
  if (!/^https?:\/\//.test(value)) {
    return `"${value}" must start with https:// (or http://), as in https://www.example.com.`;
  }
  if (/^https?:\/\/[^/?#]+[/?#]/.test(value)) {
    return `"${value}": an origin has no path, query or fragment; remove what follows the host.`;
  }
  return `"${value}" is not an origin such as https://www.example.com or https://www.example.com:8443.`;
}

export function isOrigin(value: string): boolean {
  return originProblem(value) === undefined;
}

/** The first origin listed twice (ignoring case, as browsers compare hosts), if any. */
export function repeatedOrigin(origins: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const origin of origins) {
    const key = origin.toLowerCase();
    if (seen.has(key)) return origin;
    seen.add(key);
  }
  return undefined;
}

const originSchema = z.string().check(
  z.refine(isOrigin, {
    error: (issue) => originProblem(String(issue.input)) ?? 'Not an origin',
  }),
);

const rateLimitSchema = (field: PublicChatRateLimitField) => {
  const message = publicChatMessages.rateLimit(field);
  return z
    .number(message)
    .check(z.int(message), z.gte(1, message), z.lte(rateLimitMax[field], message));
};

const rateLimitShape = {
  questionsPerMinutePerSession: rateLimitSchema('questionsPerMinutePerSession'),
  questionsPerMinutePerAddress: rateLimitSchema('questionsPerMinutePerAddress'),
  questionsPerMinutePerEndpoint: rateLimitSchema('questionsPerMinutePerEndpoint'),
};

/** A system agent's public chat as the console reads it (in `GET .../admin/gptSystems/{id}`). */
export const agentPublicChatSchema = z.object({
  /** Whether anonymous visitors may chat on the endpoint (while the agent is published). */
  enabled: z.boolean(),
  /** The endpoint key of `/public-chat/{endpoint}`; null until first switched on. */
  endpoint: z.nullable(z.string()),
  /** Sites allowed to frame the chat (Content-Security-Policy frame-ancestors). */
  allowedOrigins: z.array(z.string()),
  ...rateLimitShape,
  /** The brand the public chat shows; null: the instance's default brand. */
  brandKey: z.nullable(z.string()),
});

/** `PUT .../admin/gptSystems/{gptSystemId}/publicChat`. */
export const updateAgentPublicChatRequestSchema = z.object({
  enabled: z.boolean(),
  /** A new endpoint key: the old address stops working. A key is made anyway when first enabled. */
  regenerateEndpoint: z.optional(z.boolean()),
  allowedOrigins: z.array(originSchema).check(
    z.maxLength(publicChatLimits.allowedOriginsMax, publicChatMessages.tooManyOrigins),
    z.refine((origins) => repeatedOrigin(origins) === undefined, {
      error: (issue) =>
        publicChatMessages.repeatedOrigin(repeatedOrigin(issue.input as string[]) ?? ''),
    }),
  ),
  ...rateLimitShape,
  brandKey: z.nullable(
    z.string().check(z.minLength(1), z.maxLength(publicChatLimits.brandKeyMaxLength)),
  ),
});

/** `GET .../admin/gptSystems/{gptSystemId}`: the list's agent with its public chat. */
export const adminGptSystemDetailsSchema = z.extend(adminGptSystemSchema, {
  publicChat: agentPublicChatSchema,
});

export type AdminGptSystemDetails = z.infer<typeof adminGptSystemDetailsSchema>;
export type AgentPublicChat = z.infer<typeof agentPublicChatSchema>;
export type UpdateAgentPublicChatRequest = z.infer<typeof updateAgentPublicChatRequestSchema>;
