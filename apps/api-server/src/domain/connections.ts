import {
  configurationProblems,
  connectionMessages,
  connectionRoleActions,
  isSecretSetting,
  normalizedConfiguration,
} from '@parley/api-contract';
import type {
  ConfigurationJsonSchema,
  Connection,
  ConnectionAction,
  ConnectionInput,
  ConnectionProviderType,
  ConnectionRunStatus,
  FieldError,
} from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import { lastCharactersOf, maskedSecret } from '../auth/secret-box';
import type { Database } from '../db/database';
import { findRoles } from '../db/queries/connections';
import type { ConnectionValues, ConnectionWithRoles } from '../db/queries/connections';
import type { SealedSetting } from '../db/schema/connections';
import { HttpError } from '../http/http-error';
import { connectionProviders } from './connection-providers';

/*
 * Connections (admin-spec sections 2, 3, 5 and 7): a provider's settings are checked against its
 * JSON Schema with the contract's `configurationProblems`, the rules the console's form applies.
 * Secrets (`writeOnly` settings) are sealed by the instance's secret box and leave the server only
 * masked: in answers and in audit entries alike.
 */

/** The field a problem of one setting is reported on: the console maps it onto that input. */
export const settingField = (setting: string) => `dynamicConfigurationData.${setting}`;

/** The stored settings with each secret masked, as the console reads them. */
export function maskedConfiguration(
  row: Pick<ConnectionWithRoles, 'configuration' | 'secrets'>,
): Record<string, unknown> {
  const masked: Record<string, unknown> = { ...row.configuration };
  for (const [name, sealed] of Object.entries(row.secrets)) {
    masked[name] = maskedSecret(sealed.lastCharacters);
  }
  return masked;
}

export function connectionView(row: ConnectionWithRoles): Connection {
  const provider = connectionProviders[row.providerType as ConnectionProviderType];
  return {
    connectionId: row.connectionId,
    name: row.name,
    description: row.description,
    userRoles: row.userRoles,
    connectionProvider: {
      name: provider.name,
      connectionProviderType: provider.connectionProviderType,
    },
    dynamicConfigurationData: JSON.stringify(maskedConfiguration(row)),
    lastRun:
      row.lastRunAction && row.lastRunStatus && row.lastRunStartedAt
        ? {
            action: row.lastRunAction as ConnectionAction,
            status: row.lastRunStatus as ConnectionRunStatus,
            startedAt: row.lastRunStartedAt.toISOString(),
            finishedAt: row.lastRunFinishedAt?.toISOString() ?? null,
            summary: row.lastRunSummary ?? '',
            problems: row.lastRunProblems ?? [],
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a connection: everything the console reads, secrets masked. */
export const auditedConnection = (row: ConnectionWithRoles) => ({
  name: row.name,
  description: row.description,
  userRoles: row.userRoles.map((role) => role.name),
  providerType: row.providerType,
  configuration: maskedConfiguration(row),
});

const refused = (problems: FieldError[]) =>
  new HttpError(400, problems.map((problem) => problem.message).join(' '), problems);

function parsedConfiguration(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refused([
      { field: 'dynamicConfigurationData', message: connectionMessages.configurationNotJson },
    ]);
  }
  return parsed as Record<string, unknown>;
}

/**
 * The form's values as stored: the settings checked against the provider's schema (400 naming
 * each setting at fault, in section 5's words), trimmed, the secrets sealed. A secret left out,
 * or sent back as the mask it was answered with, keeps the stored one.
 */
export function connectionValues(
  input: ConnectionInput,
  jsonSchema: ConfigurationJsonSchema,
  secrets: SecretBox,
  stored: ConnectionWithRoles | undefined,
): ConnectionValues {
  const sent = normalizedConfiguration(parsedConfiguration(input.dynamicConfigurationData));
  const storedSecrets = stored?.secrets ?? {};
  const kept = new Set(
    Object.entries(storedSecrets)
      .filter(
        ([name, sealed]) =>
          sent[name] === undefined || sent[name] === maskedSecret(sealed.lastCharacters),
      )
      .map(([name]) => name),
  );
  const data = Object.fromEntries(Object.entries(sent).filter(([name]) => !kept.has(name)));
  const problems = configurationProblems(jsonSchema, data, kept);
  if (problems.length > 0) {
    throw refused(problems.map((problem) => ({ ...problem, field: settingField(problem.field) })));
  }
  const configuration: Record<string, unknown> = {};
  const sealedSecrets: Record<string, SealedSetting> = {};
  for (const [name, setting] of Object.entries(jsonSchema.properties)) {
    const value = data[name];
    if (isSecretSetting(setting)) {
      const keptSecret = stored?.secrets[name];
      if (typeof value === 'string') {
        sealedSecrets[name] = {
          cipherText: secrets.encrypt(value),
          lastCharacters: lastCharactersOf(value),
        };
      } else if (kept.has(name) && keptSecret) {
        sealedSecrets[name] = keptSecret;
      }
    } else if (value !== undefined) {
      configuration[name] = value;
    } else if (setting.default !== undefined) {
      configuration[name] = setting.default;
    }
  }
  return {
    name: input.name,
    description: input.description,
    providerType: input.connectionProviderType,
    configuration,
    secrets: sealedSecrets,
  };
}

/**
 * Refuses (400, on `userRoleIds`) a role that does not exist or holds no connection action: only
 * such roles may manage connections (admin-spec section 5).
 */
export async function checkConnectionRoles(
  db: Database,
  userRoleIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(userRoleIds)];
  const found = new Map((await findRoles(db, unique)).map((role) => [role.userRoleId, role]));
  const problems: FieldError[] = [];
  for (const userRoleId of unique) {
    const role = found.get(userRoleId);
    if (!role) {
      problems.push({
        field: 'userRoleIds',
        message: connectionMessages.userRoleUnknown(userRoleId),
      });
    } else if (
      !role.actions.some((action) => (connectionRoleActions as readonly string[]).includes(action))
    ) {
      problems.push({
        field: 'userRoleIds',
        message: connectionMessages.userRoleWithoutConnectionActions(role.name),
      });
    }
  }
  if (problems.length > 0) throw refused(problems);
  return unique;
}

/** A secret setting opened for a provider call, or undefined when none is stored. */
export function openedSecret(
  row: Pick<ConnectionWithRoles, 'secrets'>,
  name: string,
  secrets: SecretBox,
): string | undefined {
  const sealed = row.secrets[name];
  return sealed ? secrets.decrypt(sealed.cipherText) : undefined;
}
