import type { InstanceApiKeyKind } from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import { lastCharactersOf, maskedSecret } from '../auth/secret-box';
import type { Database } from '../db/database';
import {
  deleteInstanceSecret,
  findInstanceSecret,
  saveInstanceSecret,
} from '../db/queries/instance-secrets';
import type { InstanceSecretRow } from '../db/queries/instance-secrets';

/**
 * The instance's provider keys (issue 17, apiKeys tab): sealed at rest with the server's secrets
 * key; what leaves the server is only the masked view (the last four characters and when it was
 * set), in answers and in audit entries alike. Only `instanceKey` opens one, for a provider call.
 */
export interface InstanceApiKeyView {
  kind: InstanceApiKeyKind;
  maskedValue: string | null;
  updatedAt: string | null;
}

export function apiKeyView(
  kind: InstanceApiKeyKind,
  row: InstanceSecretRow | undefined,
): InstanceApiKeyView {
  return {
    kind,
    maskedValue: row ? maskedSecret(row.lastCharacters) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function findApiKeyView(
  db: Database,
  kind: InstanceApiKeyKind,
): Promise<InstanceApiKeyView> {
  return apiKeyView(kind, await findInstanceSecret(db, kind));
}

/** Seals and stores a key; answers its masked view. */
export async function saveApiKey(
  db: Database,
  secrets: SecretBox,
  kind: InstanceApiKeyKind,
  key: string,
): Promise<InstanceApiKeyView> {
  const row = await saveInstanceSecret(db, {
    kind,
    cipherText: secrets.encrypt(key),
    lastCharacters: lastCharactersOf(key),
  });
  return apiKeyView(kind, row);
}

export async function deleteApiKey(db: Database, kind: InstanceApiKeyKind): Promise<boolean> {
  return deleteInstanceSecret(db, kind);
}

/** The key itself, for a provider call only; undefined when none is stored. */
export async function instanceKey(
  db: Database,
  secrets: SecretBox,
  kind: InstanceApiKeyKind,
): Promise<string | undefined> {
  const row = await findInstanceSecret(db, kind);
  return row ? secrets.decrypt(row.cipherText) : undefined;
}
