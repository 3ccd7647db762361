import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { connections } from './connections';

/* The instance and its brands. */

/** One row: the instance's settings (id is always 1). */
export const instanceSettings = pgTable('instance_settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  organizationName: text('organization_name').notNull(),
  entraClientId: text('entra_client_id').notNull(),
  entraTenantId: text('entra_tenant_id').notNull(),
  entraInstance: text('entra_instance').notNull(),
  oidcAuthority: text('oidc_authority'),
  oidcClientId: text('oidc_client_id'),
  oidcScopes: text('oidc_scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  defaultBrandKey: text('default_brand_key').notNull(),
  allowUserCreatedGptSystems: boolean('allow_user_created_gpt_systems').notNull(),
  allowConnections: boolean('allow_connections').notNull(),
  showFooter: boolean('show_footer').notNull(),
  /** Whether staff may share their personal agents by link (issue 17, personalAgents tab). */
  allowAgentSharing: boolean('allow_agent_sharing').notNull().default(true),
  /** The most personal agents one user may own; null: no limit. */
  maxAgentsPerUser: integer('max_agents_per_user'),
  /**
   * Raised by every change to the settings clients cache (issue 17): the cached instance settings
   * carry it, and a client that meets a newer one refetches instead of waiting out the 7 days.
   */
  settingsVersion: integer('settings_version').notNull().default(1),
  /**
   * The instance's token budget (issue 17, budget tab): the most input and output tokens all
   * answers may use per period (UTC); null: no budget. Warned about past `budgetWarningPercent`.
   */
  budgetTokens: bigint('budget_tokens', { mode: 'number' }),
  budgetPeriod: text('budget_period').notNull().default('Monthly'),
  budgetWarningPercent: integer('budget_warning_percent').notNull().default(80),
  /** HIPAA mode (issue 17, hipaa tab; `domain/hipaa.ts` says what it guarantees). */
  hipaaMode: boolean('hipaa_mode').notNull().default(false),
});

/** A brand's token budget (issue 17, budget tab), as the instance's; no row: no budget. */
export const brandBudgets = pgTable('brand_budgets', {
  brandKey: text('brand_key')
    .primaryKey()
    .references(() => brands.brandKey, { onDelete: 'cascade' }),
  budgetTokens: bigint('budget_tokens', { mode: 'number' }),
  budgetPeriod: text('budget_period').notNull().default('Monthly'),
  budgetWarningPercent: integer('budget_warning_percent').notNull().default(80),
});

/**
 * The instance's provider keys (issue 17, apiKeys tab), one row per kind ('claude', 'bing'):
 * the key encrypted at rest, and its last characters, which are all that is ever shown.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  kind: text('kind').primaryKey(),
  cipherText: text('cipher_text').notNull(),
  lastCharacters: text('last_characters').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * The model deployments an agent's `deploymentName` names (issue 17, agents tab): the provider
 * settings of `PARLEY_MODEL_DEPLOYMENTS`, which seeds them, with the key sealed like the
 * instance's provider keys (`cipher_text` and `last_characters` as in `instance_secrets`). The
 * migration adds the built-in offline engine as `offline`, the default. At most one row is the
 * default (`model_deployments_one_default`); the routes keep exactly one.
 */
export const modelDeployments = pgTable(
  'model_deployments',
  {
    deploymentName: text('deployment_name').primaryKey(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    baseUrl: text('base_url'),
    resourceName: text('resource_name'),
    apiVersion: text('api_version'),
    maxRetries: integer('max_retries').notNull().default(2),
    apiKeyCipherText: text('api_key_cipher_text'),
    apiKeyLastCharacters: text('api_key_last_characters'),
    hipaaCompliant: boolean('hipaa_compliant').notNull().default(false),
    availableToPersonalAgents: boolean('available_to_personal_agents').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** 'builtin' (the migration's offline engine), 'environment' (seeded), 'console' or 'connection'. */
    source: text('source').notNull(),
    /**
     * The connection whose models it was made from (source `connection`): synchronizing finds its
     * deployments by connection, and deleting the connection removes them.
     */
    connectionId: uuid('connection_id').references(() => connections.connectionId),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('model_deployments_one_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
  /** The brand's name as users read it (the page title); null: the instance's name. */
  name: text('name'),
  primary: text('primary_color').notNull(),
  secondary: text('secondary_color').notNull(),
  menu: text('menu_color').notNull(),
  menuTextPrimary: text('menu_text_primary_color').notNull(),
  useGradientButtons: boolean('use_gradient_buttons').notNull(),
  logoFileName: text('logo_file_name'),
  navigationLogoFileName: text('navigation_logo_file_name'),
  splashScreenBackgroundFileName: text('splash_screen_background_file_name'),
  useLoginBackgroundImg: boolean('use_login_background_img').notNull(),
  loginBackground: text('login_background').notNull(),
  loginAlignment: text('login_alignment').notNull(),
  avatar: text('avatar'),
  createdAt: createdAt(),
});

/** A brand's files (logos, backgrounds); the bytes live in the blob store under `blobKey`. */
export const brandFiles = pgTable(
  'brand_files',
  {
    brandKey: text('brand_key')
      .notNull()
      .references(() => brands.brandKey, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    blobKey: text('blob_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandKey, table.fileName] })],
);

/**
 * The host names a brand is reached on (issue 17): a visit to the chat app or the console through
 * one of them gets that brand; any other host gets the instance's default brand.
 */
export const brandHosts = pgTable('brand_hosts', {
  hostName: text('host_name').primaryKey(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => brands.brandKey, { onDelete: 'cascade' }),
});
