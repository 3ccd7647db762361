import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
});

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
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
