import { eq, sql } from 'drizzle-orm';
import type { IdentityProviderSettings } from '../../config';
import type { Database } from '../database';
import { brandBudgets, instanceSettings, modelDeployments } from '../schema';
import type { BrandBudgetRow } from './budgets';
import type { ModelDeploymentRow } from './model-deployments';

export type InstanceSettingsRow = typeof instanceSettings.$inferSelect;

/** The instance's one settings row (the seed creates it). */
export async function findInstanceSettings(db: Database): Promise<InstanceSettingsRow> {
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row;
}

/** What decides whether a question may be answered, and by which deployment. */
export interface AnswerConditions {
  settings: InstanceSettingsRow;
  /** The stored deployment of the agent's deploymentName; none: the offline engine answers. */
  deployment: ModelDeploymentRow | undefined;
  /** The budget of the question's brand; none: the brand has no budget of its own. */
  brandBudget: BrandBudgetRow | undefined;
}

/**
 * The settings row, the agent's deployment and the brand's budget in one read: every question
 * needs all three before it is stored (`refuseUnanswerable`), and one statement costs less than
 * three, on PGlite's CPU and on PostgreSQL's round trips alike.
 */
export async function findAnswerConditions(
  db: Database,
  deploymentName: string,
  brandKey: string,
): Promise<AnswerConditions> {
  const [row] = await db
    .select({ settings: instanceSettings, deployment: modelDeployments, brandBudget: brandBudgets })
    .from(instanceSettings)
    .leftJoin(modelDeployments, eq(modelDeployments.deploymentName, deploymentName))
    .leftJoin(brandBudgets, eq(brandBudgets.brandKey, brandKey))
    .where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return {
    settings: row.settings,
    deployment: row.deployment ?? undefined,
    brandBudget: row.brandBudget ?? undefined,
  };
}

/**
 * HIPAA mode as a column expression, for a statement that acts on it as it stands when the
 * statement runs (`storeAnswer` reads it in the same statement that stores the answer).
 */
export const hipaaModeNow = sql<boolean>`(select ${instanceSettings.hipaaMode} from ${instanceSettings} where ${instanceSettings.id} = 1)`;

/** The settings that say which identity providers are configured. */
export type StoredIdentityProviders = Pick<
  InstanceSettingsRow,
  'entraTenantId' | 'entraClientId' | 'oidcAuthority' | 'oidcClientId'
>;

/** True when the settings name an identity provider other than the embedded one. */
export function hasExternalIdentityProvider(row: StoredIdentityProviders): boolean {
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
  await db
    .update(instanceSettings)
    .set({ ...changes, settingsVersion: nextSettingsVersion })
    .where(eq(instanceSettings.id, 1));
}

/** Raises the settings version with every change (see `raiseSettingsVersion`). */
const nextSettingsVersion = sql`${instanceSettings.settingsVersion} + 1`;

/**
 * Changes the instance's settings row (the console's instance settings tabs) and answers it. Every
 * change raises `settingsVersion`, so clients holding a cached copy refetch it.
 */
export async function updateInstanceSettings(
  db: Database,
  changes: Partial<Omit<InstanceSettingsRow, 'id' | 'settingsVersion'>>,
): Promise<InstanceSettingsRow> {
  const [row] = await db
    .update(instanceSettings)
    .set({ ...changes, settingsVersion: nextSettingsVersion })
    .where(eq(instanceSettings.id, 1))
    .returning();
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row;
}

/**
 * Raises the settings version without another change: for a change clients see through the
 * settings or features they cache that lives outside this row (a brand, a deployment).
 */
export async function raiseSettingsVersion(db: Database): Promise<number> {
  const [row] = await db
    .update(instanceSettings)
    .set({ settingsVersion: nextSettingsVersion })
    .where(eq(instanceSettings.id, 1))
    .returning({ settingsVersion: instanceSettings.settingsVersion });
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row.settingsVersion;
}

/** The settings version alone, which every API answer carries in a header. */
export async function findSettingsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ settingsVersion: instanceSettings.settingsVersion })
    .from(instanceSettings)
    .where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row.settingsVersion;
}
