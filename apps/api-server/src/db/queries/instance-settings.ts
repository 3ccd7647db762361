import { eq } from 'drizzle-orm';
import type { IdentityProviderSettings } from '../../config';
import type { Database } from '../database';
import { instanceSettings } from '../schema';

export type InstanceSettingsRow = typeof instanceSettings.$inferSelect;

/** The instance's one settings row (the seed creates it). */
export async function findInstanceSettings(db: Database): Promise<InstanceSettingsRow> {
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row;
}

/** True when the settings name an identity provider other than the embedded one. */
export function hasExternalIdentityProvider(row: InstanceSettingsRow): boolean {
  const entra = row.entraTenantId !== '' && row.entraClientId !== '';
  const oidc = Boolean(row.oidcAuthority && row.oidcClientId);
  return entra || oidc;
}

/**
 * Writes the identity providers the environment configures over the stored ones, on every start:
 * a set variable wins over what the database holds; an unset one changes nothing.
 */
export async function applyIdentityProviderSettings(
  db: Database,
  { entra, oidc }: IdentityProviderSettings,
): Promise<void> {
  const changes = {
    ...(entra
      ? {
          entraTenantId: entra.tenantId,
          entraClientId: entra.clientId,
          ...(entra.instance ? { entraInstance: entra.instance } : {}),
        }
      : {}),
    ...(oidc
      ? { oidcAuthority: oidc.authority, oidcClientId: oidc.clientId, oidcScopes: oidc.scopes }
      : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await db.update(instanceSettings).set(changes).where(eq(instanceSettings.id, 1));
}

/** Changes the instance's settings row (the console's instance settings tabs) and answers it. */
export async function updateInstanceSettings(
  db: Database,
  changes: Partial<Omit<InstanceSettingsRow, 'id'>>,
): Promise<InstanceSettingsRow> {
  const [row] = await db
    .update(instanceSettings)
    .set(changes)
    .where(eq(instanceSettings.id, 1))
    .returning();
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row;
}
