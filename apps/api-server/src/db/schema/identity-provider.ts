import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/**
 * What the embedded identity provider (oidc-provider) keeps between requests: sessions,
 * interactions, grants, authorization codes, access and refresh tokens, one row per model and id
 * (`db/queries/identity-provider.ts`). In the database, so a sign-in started on one server
 * instance can finish on another. `grant_id`, `uid` and `user_code` are the provider's lookups
 * besides the id; a row past `expires_at` counts as gone (null: it does not expire).
 */
export const identityProviderModels = pgTable(
  'identity_provider_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: moment('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('identity_provider_models_grant').on(table.grantId),
    index('identity_provider_models_uid').on(table.model, table.uid),
    index('identity_provider_models_user_code').on(table.model, table.userCode),
    index('identity_provider_models_expires').on(table.expiresAt),
  ],
);
