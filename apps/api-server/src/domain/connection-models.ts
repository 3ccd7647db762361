import {
  connectionLimits,
  connectionMessages,
  connectionRunMessages,
  deploymentLimits,
  deploymentNamePattern,
} from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/database';
import { recordConnectionRun } from '../db/queries/connections';
import type { ConnectionWithRoles } from '../db/queries/connections';
import { raiseSettingsVersion } from '../db/queries/instance-settings';
import {
  countAgentsByDeployment,
  deleteModelDeployment,
  findModelDeployment,
  insertModelDeployment,
  listConnectionDeployments,
  updateModelDeployment,
} from '../db/queries/model-deployments';
import type { ModelDeploymentValues } from '../db/queries/model-deployments';
import { conflict } from '../http/http-error';
import type { OpenAiCompatibleSettings } from './connection-providers';
import { openedSecret } from './connections';

/*
 * An OpenAI-compatible connection's models become model deployments (source `connection`, the
 * connection recorded): synchronizing asks the endpoint's `GET {baseUrl}/models`, adds a
 * deployment per model not yet made, brings the others to the connection's address and key, and
 * removes those whose model the endpoint no longer lists, unless agents answer with them or one is
 * the default (kept, and said in the run's problems).
 */

const modelsRequestTimeoutMs = 10_000;

/** The models `GET {baseUrl}/models` lists (OpenAI's `{ data: [{ id }] }`), or why not. */
export async function listEndpointModels(baseUrl: string, apiKey: string | undefined) {
  const address = `${baseUrl.replace(/\/+$/, '')}/models`;
  let response: Response;
  try {
    response = await fetch(address, {
      headers: {
        accept: 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(modelsRequestTimeoutMs),
    });
  } catch (error) {
    throw new Error(
      `${address} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new Error(`${address} answered ${response.status}.`);
  const body = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  if (!body || !Array.isArray(body.data)) {
    throw new Error(`${address} did not answer a model list ({ "data": [...] }).`);
  }
  return body.data.flatMap((model: unknown) =>
    typeof model === 'object' &&
    model !== null &&
    typeof (model as { id?: unknown }).id === 'string' &&
    (model as { id: string }).id.length <= deploymentLimits.modelMaxLength
      ? [(model as { id: string }).id]
      : [],
  );
}

/**
 * The deployment name of a model: the prefix and the model's id, with characters a deployment
 * name may not hold made hyphens; undefined when nothing of it is left or it is too long.
 */
export function deploymentNameFor(prefix: string | undefined, model: string): string | undefined {
  const name = `${prefix ?? ''}${model}`.replace(/[^A-Za-z0-9._:-]/g, '-');
  return deploymentNamePattern.test(name) && name.length <= deploymentLimits.nameMaxLength
    ? name
    : undefined;
}

export interface SynchronizedModels {
  added: string[];
  updated: string[];
  removed: string[];
  problems: string[];
}

/**
 * Synchronizes the connection's deployments with its endpoint's models and records the run.
 * A failure of the endpoint is recorded as a failed run (nothing changes) and rethrown.
 */
export async function synchronizeConnectionModels(
  db: Database,
  secrets: SecretBox,
  connection: ConnectionWithRoles,
): Promise<SynchronizedModels> {
  const startedAt = new Date();
  const settings = connection.configuration as unknown as OpenAiCompatibleSettings;
  const apiKey = openedSecret(connection, 'apiKey', secrets);
  let models: string[];
  try {
    models = await listEndpointModels(settings.baseUrl, apiKey);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordConnectionRun(db, connection.connectionId, {
      lastRunAction: 'SynchronizeModels',
      lastRunStatus: 'Failed',
      lastRunStartedAt: startedAt,
      lastRunFinishedAt: new Date(),
      lastRunSummary: connectionRunMessages.failed,
      lastRunProblems: [reason],
    });
    throw error;
  }
  return db.transaction(async (tx) => {
    const result: SynchronizedModels = { added: [], updated: [], removed: [], problems: [] };
    const sealedKey = connection.secrets.apiKey;
    const values = (model: string): ModelDeploymentValues => ({
      provider: 'openai-compatible',
      model,
      baseUrl: settings.baseUrl,
      resourceName: null,
      apiVersion: null,
      maxRetries: 2,
      apiKeyCipherText: sealedKey?.cipherText ?? null,
      apiKeyLastCharacters: sealedKey?.lastCharacters ?? null,
      hipaaCompliant: false,
      availableToPersonalAgents: true,
      source: 'connection',
      connectionId: connection.connectionId,
    });
    const existing = await listConnectionDeployments(tx, connection.connectionId);
    const wanted = new Map<string, string>();
    for (const model of models) {
      const name = deploymentNameFor(settings.deploymentPrefix, model);
      if (name) wanted.set(name, model);
      else result.problems.push(`The model "${model}" makes no valid deployment name.`);
    }
    for (const [name, model] of wanted) {
      const own = existing.find((row) => row.deploymentName === name);
      if (own) {
        await updateModelDeployment(tx, name, {
          ...values(model),
          hipaaCompliant: own.hipaaCompliant,
          availableToPersonalAgents: own.availableToPersonalAgents,
        });
        result.updated.push(name);
      } else if (await insertModelDeployment(tx, name, values(model))) {
        result.added.push(name);
      } else {
        const other = await findModelDeployment(tx, name);
        result.problems.push(
          `A deployment named "${name}" exists already${other?.connectionId ? ' for another connection' : ''}: the model "${model}" was skipped.`,
        );
      }
    }
    const agents = await countAgentsByDeployment(tx);
    for (const row of existing) {
      if (wanted.has(row.deploymentName)) continue;
      if (row.isDefault || (agents.get(row.deploymentName) ?? 0) > 0) {
        result.problems.push(
          `The endpoint no longer lists "${row.model}", but "${row.deploymentName}" is kept: ${row.isDefault ? 'it is the default deployment' : 'agents answer with it'}.`,
        );
        continue;
      }
      await deleteModelDeployment(tx, row.deploymentName);
      result.removed.push(row.deploymentName);
    }
    await raiseSettingsVersion(tx);
    const skipped = models.length - result.added.length - result.updated.length;
    await recordConnectionRun(tx, connection.connectionId, {
      lastRunAction: 'SynchronizeModels',
      lastRunStatus: 'Succeeded',
      lastRunStartedAt: startedAt,
      lastRunFinishedAt: new Date(),
      lastRunSummary: connectionRunMessages.synchronized({
        added: result.added.length,
        updated: result.updated.length,
        skipped,
      }),
      lastRunProblems: result.problems.slice(0, connectionLimits.runProblemsMax),
    });
    return result;
  });
}

/**
 * Refuses (409) to delete a connection while one of its deployments is the default or agents
 * (not deleted) answer with them: they would be left without a model.
 */
export async function refuseDeletingUsedDeployments(db: Database, connectionId: string) {
  const deployments = await listConnectionDeployments(db, connectionId);
  const byDefault = deployments.find((row) => row.isDefault);
  if (byDefault) throw conflict(connectionMessages.deploymentIsDefault(byDefault.deploymentName));
  const agents = await countAgentsByDeployment(db);
  const used = deployments
    .filter((row) => (agents.get(row.deploymentName) ?? 0) > 0)
    .map((row) => row.deploymentName);
  if (used.length > 0) throw conflict(connectionMessages.deploymentsInUse(used));
}
