import { z } from 'zod';

export const deploymentsVariable = 'PARLEY_MODEL_DEPLOYMENTS';
export const offlineTokenDelayVariable = 'PARLEY_OFFLINE_TOKEN_DELAY_MS';
export const defaultOfflineTokenDelayMs = 20;

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http or https URL, e.g. "https://api.example.com/v1"',
});
const nonEmptyText = (example: string) =>
  z
    .string({ error: `must be a non-empty string, e.g. "${example}"` })
    .trim()
    .min(1, {
      error: `must be a non-empty string, e.g. "${example}"`,
    });

const common = {
  deploymentName: nonEmptyText('gpt-4o-mini'),
  model: nonEmptyText('gpt-4o-mini'),
  apiKey: nonEmptyText('sk-...').optional(),
  /** Retries of a failed request before the answer starts; the AI SDK backs off exponentially. */
  maxRetries: z
    .number({ error: 'must be a whole number from 0 to 5' })
    .int({ error: 'must be a whole number from 0 to 5' })
    .min(0, { error: 'must be a whole number from 0 to 5' })
    .max(5, { error: 'must be a whole number from 0 to 5' })
    .default(2),
  /**
   * Whether the deployment may answer in HIPAA mode (issue 17): set it only for a provider that
   * has signed a business associate agreement for this use. Not marked unless told.
   */
  hipaaCompliant: z.boolean({ error: 'must be true or false' }).optional(),
};

/** One entry of `PARLEY_MODEL_DEPLOYMENTS`: which provider and model answer for a deploymentName. */
export const modelDeploymentSchema = z.discriminatedUnion(
  'provider',
  [
    z.strictObject({
      ...common,
      provider: z.literal('openai-compatible'),
      baseURL: httpUrl,
    }),
    z.strictObject({ ...common, provider: z.literal('openai'), baseURL: httpUrl.optional() }),
    z
      .strictObject({
        ...common,
        provider: z.literal('azure'),
        resourceName: nonEmptyText('my-resource').optional(),
        baseURL: httpUrl.optional(),
        apiVersion: nonEmptyText('2025-04-01-preview').optional(),
      })
      .refine(
        (deployment) => deployment.resourceName !== undefined || deployment.baseURL !== undefined,
        {
          path: ['resourceName'],
          error: 'is required for azure (or give baseURL)',
        },
      ),
    z.strictObject({ ...common, provider: z.literal('anthropic'), baseURL: httpUrl.optional() }),
    z.strictObject({
      deploymentName: common.deploymentName,
      provider: z.literal('offline'),
      model: nonEmptyText('offline').default('offline'),
      /** The offline engine sends nothing off this machine: compliant unless marked otherwise. */
      hipaaCompliant: z.boolean({ error: 'must be true or false' }).optional(),
    }),
  ],
  { error: 'must be one of "openai-compatible", "openai", "azure", "anthropic", "offline"' },
);

export const modelDeploymentsSchema = z
  .array(modelDeploymentSchema, { error: 'must be a JSON array of deployments' })
  .superRefine((deployments, context) => {
    const seen = new Set<string>();
    deployments.forEach((deployment, index) => {
      if (seen.has(deployment.deploymentName)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'deploymentName'],
          message: `must be unique; "${deployment.deploymentName}" appears more than once`,
        });
      }
      seen.add(deployment.deploymentName);
    });
  });

export type ModelDeployment = z.output<typeof modelDeploymentSchema>;
export type ModelProvider = ModelDeployment['provider'];

/** A deployment's mark: as set, else only the offline engine (nothing leaves the machine). */
export function deploymentIsHipaaCompliant(deployment: ModelDeployment): boolean {
  return deployment.hipaaCompliant ?? deployment.provider === 'offline';
}

/** "PARLEY_MODEL_DEPLOYMENTS[1].baseURL" for the issue path [1, 'baseURL']. */
function fieldName(source: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${String(key)}`),
    source,
  );
}

/**
 * Validates a list of deployments (from the environment or instance settings). Throws one error
 * listing every problem, each naming its field and rule, never echoing a value (it may be a key).
 */
export function parseDeployments(value: unknown, source: string): ModelDeployment[] {
  const result = modelDeploymentsSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${fieldName(source, issue.path)} ${issue.message}`,
  );
  throw new Error(`Invalid model deployments:\n- ${problems.join('\n- ')}`);
}

/**
 * Reads `PARLEY_MODEL_DEPLOYMENTS`, a JSON array of deployments. Unset or empty means none: every
 * agent is answered by the offline engine.
 */
export function loadDeploymentsFromEnv(env: NodeJS.ProcessEnv = process.env): ModelDeployment[] {
  const raw = env[deploymentsVariable]?.trim();
  if (raw === undefined || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(
      `${deploymentsVariable} must be a JSON array of deployments; it is not valid JSON.`,
    );
  }
  return parseDeployments(value, deploymentsVariable);
}

/** Reads `PARLEY_OFFLINE_TOKEN_DELAY_MS`, the offline engine's pause between tokens. */
export function loadOfflineTokenDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[offlineTokenDelayVariable]?.trim();
  if (raw === undefined || raw === '') return defaultOfflineTokenDelayMs;
  const delay = Number(raw);
  if (!Number.isInteger(delay) || delay < 0 || delay > 10_000) {
    throw new Error(
      `${offlineTokenDelayVariable} must be a whole number of milliseconds from 0 to 10000, not "${raw}".`,
    );
  }
  return delay;
}
