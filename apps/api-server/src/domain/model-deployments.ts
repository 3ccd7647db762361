import { deploymentMessages, modelDeploymentProblems, providerFields } from '@parley/api-contract';
import type {
  DeploymentSource,
  GptSystemType,
  ModelDeploymentInput,
  ModelDeploymentView,
  ModelProviderName,
} from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import { lastCharactersOf, maskedSecret } from '../auth/secret-box';
import type { Database } from '../db/database';
import { raiseSettingsVersion } from '../db/queries/instance-settings';
import {
  insertModelDeployment,
  listModelDeployments,
  setDefaultModelDeployment,
  updateModelDeployment,
} from '../db/queries/model-deployments';
import type { ModelDeploymentRow, ModelDeploymentValues } from '../db/queries/model-deployments';
import { HttpError } from '../http/http-error';
import { OFFLINE_DEPLOYMENT } from './agent-configuration';
import { deploymentIsHipaaCompliant, modelDeploymentSchema } from '../providers/deployments';
import type { ModelDeployment } from '../providers/deployments';

/*
 * Model deployments (issue 17, agents tab): stored in `model_deployments`, managed in the console,
 * seeded from `PARLEY_MODEL_DEPLOYMENTS`. The key is sealed with the instance's secret box and
 * shown only masked, in answers and audit entries alike; only `engineDeployment` opens it, for a
 * provider call.
 */

/** What the audit log keeps of a deployment: its settings, the key masked. */
export function auditedDeployment(
  row: ModelDeploymentRow,
): Omit<ModelDeploymentView, 'agentCount'> {
  return {
    deploymentName: row.deploymentName,
    provider: row.provider as ModelProviderName,
    model: row.model,
    baseURL: row.baseUrl,
    resourceName: row.resourceName,
    apiVersion: row.apiVersion,
    maxRetries: row.maxRetries,
    maskedApiKey: row.apiKeyLastCharacters === null ? null : maskedSecret(row.apiKeyLastCharacters),
    hipaaCompliant: row.hipaaCompliant,
    availableToPersonalAgents: row.availableToPersonalAgents,
    isDefault: row.isDefault,
    source: row.source as DeploymentSource,
  };
}

/** A stored deployment as every call answers it (`agentCount`: the agents answering with it). */
export function deploymentView(row: ModelDeploymentRow, agentCount: number): ModelDeploymentView {
  return { ...auditedDeployment(row), agentCount };
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

/** The key columns for a new key (sealed, its last characters kept) or none. */
function sealedKey(secrets: SecretBox, key: string | null) {
  return key === null
    ? { apiKeyCipherText: null, apiKeyLastCharacters: null }
    : { apiKeyCipherText: secrets.encrypt(key), apiKeyLastCharacters: lastCharactersOf(key) };
}

/**
 * The console form's values as stored: empty texts null, the settings the provider does not use
 * dropped, the key kept (absent), removed (null) or sealed (text). Refuses with 400 naming the
 * fields at fault when a rule of the provider fails (`modelDeploymentProblems`).
 */
export function deploymentValues(
  input: ModelDeploymentInput,
  secrets: SecretBox,
  stored: ModelDeploymentRow | undefined,
): ModelDeploymentValues {
  const problems = modelDeploymentProblems(input);
  if (problems.length > 0) {
    throw new HttpError(400, problems.map((problem) => problem.message).join(' '), problems);
  }
  const uses = new Set(providerFields[input.provider]);
  const used = <Value>(field: (typeof providerFields)[ModelProviderName][number], value: Value) =>
    uses.has(field) ? value : null;
  const keptKey = {
    apiKeyCipherText: stored?.apiKeyCipherText ?? null,
    apiKeyLastCharacters: stored?.apiKeyLastCharacters ?? null,
  };
  const key = !uses.has('apiKey')
    ? sealedKey(secrets, null)
    : input.apiKey === undefined
      ? keptKey
      : sealedKey(secrets, input.apiKey);
  return {
    provider: input.provider,
    model: input.model,
    baseUrl: used('baseURL', emptyToNull(input.baseURL)),
    resourceName: used('resourceName', emptyToNull(input.resourceName)),
    apiVersion: used('apiVersion', emptyToNull(input.apiVersion)),
    maxRetries: uses.has('maxRetries') ? input.maxRetries : 0,
    ...key,
    hipaaCompliant: input.hipaaCompliant,
    availableToPersonalAgents: input.availableToPersonalAgents,
    source: 'console',
  };
}

/** A `PARLEY_MODEL_DEPLOYMENTS` entry as stored: the key sealed, seeded from the environment. */
function seededValues(entry: ModelDeployment, secrets: SecretBox): ModelDeploymentValues {
  const setting = <Key extends string>(key: Key) =>
    key in entry ? ((entry as Record<string, unknown>)[key] as string | undefined) : undefined;
  const apiKey = setting('apiKey');
  return {
    provider: entry.provider,
    model: entry.model,
    baseUrl: setting('baseURL') ?? null,
    resourceName: setting('resourceName') ?? null,
    apiVersion: setting('apiVersion') ?? null,
    maxRetries: 'maxRetries' in entry ? entry.maxRetries : 0,
    ...sealedKey(secrets, apiKey ?? null),
    hipaaCompliant: deploymentIsHipaaCompliant(entry),
    availableToPersonalAgents: true,
    source: 'environment',
  };
}

/** What start-up did with `PARLEY_MODEL_DEPLOYMENTS`, for its log. */
export interface DeploymentSeeding {
  /** Entries now stored, new or in place of the built-in offline engine. */
  seeded: string[];
  /** Entries whose name is stored already: the console manages them, the entry is not used. */
  alreadyStored: string[];
}

/**
 * Seeds the deployments from `PARLEY_MODEL_DEPLOYMENTS` at start: an entry whose name is not
 * stored is added (source `environment`); one named like the built-in offline engine that the
 * console never changed replaces it. Any other stored name is left as the console keeps it, so
 * the variable seeds and never overwrites. On an instance that held only the built-in engine,
 * the first entry becomes the default, as the variable's first entry was before. Raises the
 * settings version when anything changed.
 */
export async function seedDeployments(
  db: Database,
  secrets: SecretBox,
  entries: readonly ModelDeployment[],
): Promise<DeploymentSeeding> {
  if (entries.length === 0) return { seeded: [], alreadyStored: [] };
  return db.transaction(async (tx) => {
    const before = await listModelDeployments(tx);
    const onlyBuiltin = before.every((row) => row.source === 'builtin');
    const seeded: string[] = [];
    const alreadyStored: string[] = [];
    for (const entry of entries) {
      const values = seededValues(entry, secrets);
      const stored =
        (await insertModelDeployment(tx, entry.deploymentName, values)) ??
        (await updateModelDeployment(tx, entry.deploymentName, values, 'builtin'));
      (stored ? seeded : alreadyStored).push(entry.deploymentName);
    }
    const [first] = entries;
    if (onlyBuiltin && first && seeded.includes(first.deploymentName)) {
      await setDefaultModelDeployment(tx, first.deploymentName);
    }
    if (seeded.length > 0) await raiseSettingsVersion(tx);
    return { seeded, alreadyStored };
  });
}

/**
 * The stored deployment as the answer engine needs it, the key opened; undefined when none has
 * the name (the offline engine answers then). Throws when the stored key cannot be opened or the
 * row no longer makes a deployment, which fails that answer only.
 */
export function engineDeployment(
  row: ModelDeploymentRow | undefined,
  secrets: SecretBox,
): ModelDeployment | undefined {
  if (!row) return undefined;
  const result = modelDeploymentSchema.safeParse({
    deploymentName: row.deploymentName,
    provider: row.provider,
    model: row.model,
    ...(row.provider === 'offline'
      ? {}
      : {
          maxRetries: row.maxRetries,
          ...(row.baseUrl === null ? {} : { baseURL: row.baseUrl }),
          ...(row.resourceName === null ? {} : { resourceName: row.resourceName }),
          ...(row.apiVersion === null ? {} : { apiVersion: row.apiVersion }),
          ...(row.apiKeyCipherText === null
            ? {}
            : { apiKey: secrets.decrypt(row.apiKeyCipherText) }),
        }),
    hipaaCompliant: row.hipaaCompliant,
  });
  if (!result.success) {
    throw new Error(
      `The stored model deployment "${row.deploymentName}" is not usable: ${result.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    );
  }
  return result.data;
}

/** Whether a stored deployment may answer in HIPAA mode; an unknown name is the offline engine's. */
export const isCompliant = (row: ModelDeploymentRow | undefined) => row?.hipaaCompliant ?? true;

/**
 * The deployments an agent of the type may choose: personal agents only those open to them; in
 * HIPAA mode only compliant ones (`domain/hipaa.ts`).
 */
export function deploymentsFor(
  rows: readonly ModelDeploymentRow[],
  gptSystemType: GptSystemType,
  hipaaMode: boolean,
): ModelDeploymentRow[] {
  return rows.filter(
    (row) =>
      (gptSystemType === 'System' || row.availableToPersonalAgents) &&
      (!hipaaMode || isCompliant(row)),
  );
}

/**
 * What a new agent starts with among `choices` (what it may use): the default deployment, else
 * the first it may use; the default still when it may use none (its editor then says why).
 */
export function startingDeployment(
  rows: readonly ModelDeploymentRow[],
  choices: readonly ModelDeploymentRow[],
): string {
  const defaultRow = rows.find((row) => row.isDefault);
  const chosen = choices.find((row) => row.isDefault) ?? choices[0] ?? defaultRow;
  return chosen?.deploymentName ?? OFFLINE_DEPLOYMENT;
}

/**
 * Why a personal agent may not answer with its deployment: one closed to personal agents since
 * it was chosen. Undefined for system agents and open (or unknown) deployments.
 */
export function personalAgentRefusal(
  agent: { gptSystemType: string },
  row: ModelDeploymentRow | undefined,
): string | undefined {
  if (agent.gptSystemType !== 'User' || !row || row.availableToPersonalAgents) return undefined;
  return deploymentMessages.notForPersonalAgents(row.deploymentName);
}
