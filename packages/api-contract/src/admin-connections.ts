import * as z from 'zod/mini';
import { actions } from './actions';
import type { Action } from './actions';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { limits } from './constants';
import {
  configurationJsonSchemaSchema,
  configurationMessages,
  configurationUiSchemaSchema,
} from './connection-configuration';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Connections (admin-spec sections 2, 3, 5, 7 and 8): an external provider a connection is
 * configured for, with the admin roles that manage it and the provider's own settings, drawn from
 * the provider's JSON Schema. Shown while the instance's AllowConnections is on; the calls answer
 * 404 while it is off. Admin-only, with its own paths, so the chat's bundle does not carry it.
 */

const encode = encodeURIComponent;
const connections = `${ADMIN_API_PREFIX}/connections`;
const providers = `${ADMIN_API_PREFIX}/connectionProviders`;

/** The connection calls (admin-spec section 7; here rather than in `paths.ts`, which every app loads). */
export const connectionPaths = {
  /** `GET` the connections, `POST` a new one. */
  list: () => connections,
  /** `GET`, `PUT`, `DELETE` a connection. */
  one: (connectionId: string) => `${connections}/${encode(connectionId)}`,
  /** `POST`: an OpenAI-compatible connection's models become model deployments. */
  synchronizeModels: (connectionId: string) =>
    `${connections}/${encode(connectionId)}/synchronizeModels`,
  /** `POST`: a website connection's crawl is queued. */
  crawl: (connectionId: string) => `${connections}/${encode(connectionId)}/crawl`,
  /** `GET` the provider types a connection can be made for. */
  providers: () => providers,
  /** `GET` a provider's configuration: its JSON Schema and uiSchema. */
  providerConfiguration: (providerType: string) =>
    `${providers}/${encode(providerType)}/configuration`,
  /** `GET` the roles a connection's admin roles may name. */
  userRoles: () => `${ADMIN_API_PREFIX}/connectionUserRoles`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const connectionRoutes = {
  list: connections,
  one: `${connections}/:connectionId`,
  synchronizeModels: `${connections}/:connectionId/synchronizeModels`,
  crawl: `${connections}/:connectionId/crawl`,
  providers,
  providerConfiguration: `${providers}/:providerType/configuration`,
  userRoles: connectionPaths.userRoles(),
} as const;

/**
 * The provider types. `openai-compatible`: an OpenAI-compatible model endpoint whose models
 * become model deployments agents answer with. `website`: a website whose pages fill a file
 * library.
 */
export const connectionProviderTypes = ['openai-compatible', 'website'] as const;
export const connectionProviderTypeSchema = z.enum(connectionProviderTypes);
export type ConnectionProviderType = z.infer<typeof connectionProviderTypeSchema>;

/** What a provider's connection can be asked to do: one action per provider. */
export const connectionActions = ['SynchronizeModels', 'Crawl'] as const;
export const connectionActionSchema = z.enum(connectionActions);
export type ConnectionAction = z.infer<typeof connectionActionSchema>;

/**
 * The connection actions (admin-spec section 5: a connection's admin roles are chosen among the
 * roles holding any of them). Read, Write, Delete and Use act on every connection; ReadSpecific
 * and WriteSpecific on the connections whose admin roles the user holds.
 */
export const connectionRoleActions: readonly Action[] = [
  actions.ConnectionCreate,
  actions.ConnectionWrite,
  actions.ConnectionRead,
  actions.ConnectionDelete,
  actions.ConnectionUse,
  actions.ConnectionReadSpecific,
  actions.ConnectionWriteSpecific,
];

export const connectionLimits = {
  nameMaxLength: limits.connectionNameMaxLength,
  descriptionMaxLength: limits.connectionDescriptionMaxLength,
  adminRolesMax: limits.connectionAdminRolesMax,
  /** The configuration's JSON text. */
  configurationMaxLength: 100_000,
  /** Pages one crawl of a website fetches at most, and by default. */
  crawlPagesMax: 500,
  crawlPagesDefault: 50,
  /** Problems a run keeps to show (pages that failed, models skipped). */
  runProblemsMax: 20,
} as const;

/** The words of the connection screens' rules and answers (admin-spec sections 5 and 8). */
export const connectionMessages = {
  nameRequired: 'Connection name is required',
  nameTooLong: configurationMessages.tooLong(connectionLimits.nameMaxLength),
  descriptionRequired: 'Connection description is required',
  descriptionTooLong: configurationMessages.tooLong(connectionLimits.descriptionMaxLength),
  /** The spec gives no words for an empty list; these are this product's. */
  userRolesRequired: 'Choose at least one user role',
  userRolesTooMany: `Cannot have more than ${connectionLimits.adminRolesMax} user roles`,
  saved: 'Save connection success!',
  saveFailed: 'Save connection failed!',
  deleted: 'Connection deleted successfully!',
  deleteFailed: 'Failed to delete connection',
  notFound: (connectionId: string) => `No connection has the id "${connectionId}".`,
  nameTaken: (name: string) => `A connection named "${name}" already exists.`,
  switchedOff:
    'Connections are switched off on this instance: turn them on in Instance settings, Branding.',
  unknownProvider: (providerType: string) => `No connection provider is named "${providerType}".`,
  providerFixed: 'A connection keeps its provider: make a new connection for another one.',
  configurationNotJson: 'The configuration must be a JSON object.',
  configurationTooLong: `The configuration may be at most ${connectionLimits.configurationMaxLength} characters of JSON.`,
  userRoleUnknown: (userRoleId: string) => `No user role has the id "${userRoleId}".`,
  userRoleWithoutConnectionActions: (name: string) =>
    `The role "${name}" holds no connection action, so it cannot manage connections.`,
  actionNotOffered: (action: ConnectionAction) =>
    `This connection's provider cannot ${action === 'Crawl' ? 'crawl' : 'synchronize models'}.`,
  alreadyRunning: 'A crawl of this connection is under way: wait for it to finish.',
  deploymentsInUse: (names: readonly string[]) =>
    `This connection cannot be deleted while agents answer with its model deployments ${names.map((name) => `"${name}"`).join(', ')}: move them to another deployment first.`,
  deploymentIsDefault: (name: string) =>
    `This connection cannot be deleted while its model deployment "${name}" is the default: choose another default first.`,
} as const;

/** A connection run's state: queued (a crawl waiting for a worker), running, and how it ended. */
export const connectionRunStatuses = ['Queued', 'Running', 'Succeeded', 'Failed'] as const;
export type ConnectionRunStatus = (typeof connectionRunStatuses)[number];

/** What a connection's action last did (shown on its page and in the list). */
export const connectionRunSchema = z.object({
  action: connectionActionSchema,
  status: z.enum(connectionRunStatuses),
  startedAt: isoDateTimeSchema,
  finishedAt: z.nullable(isoDateTimeSchema),
  /** What it did, in words ("12 pages stored, 3 skipped, 1 failed"). */
  summary: z.string(),
  /** What went wrong along the way (at most `runProblemsMax`), or why it failed. */
  problems: z.array(z.string()),
});
export type ConnectionRun = z.infer<typeof connectionRunSchema>;

/** The words of a run's summary, shared by the server (which writes it) and its tests. */
export const connectionRunMessages = {
  crawlQueued: 'Crawl queued.',
  crawling: (stored: number) => `Crawling: ${stored} ${stored === 1 ? 'page' : 'pages'} stored.`,
  crawled: ({ stored, skipped, failed }: { stored: number; skipped: number; failed: number }) =>
    `${stored} ${stored === 1 ? 'page' : 'pages'} stored, ${skipped} skipped, ${failed} failed.`,
  synchronized: ({
    added,
    updated,
    skipped,
  }: {
    added: number;
    updated: number;
    skipped: number;
  }) =>
    `${added} ${added === 1 ? 'model' : 'models'} added, ${updated} updated, ${skipped} skipped.`,
  failed: 'Failed.',
} as const;

const userRoleReferenceSchema = z.object({ userRoleId: idSchema, name: z.string() });

/** A connection as every call answers it (admin-spec section 3). */
export const connectionSchema = z.object({
  connectionId: idSchema,
  name: z.string(),
  description: z.string(),
  /** Its admin roles: holders of the Specific actions manage it when they hold one. */
  userRoles: z.array(userRoleReferenceSchema),
  connectionProvider: z.object({
    name: z.string(),
    connectionProviderType: connectionProviderTypeSchema,
  }),
  /** The provider's settings as a JSON object's text; each secret (`writeOnly`) only masked. */
  dynamicConfigurationData: z.string(),
  lastRun: z.nullable(connectionRunSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({ items: z.array(connectionSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;

/**
 * What the connection form sends (`POST` and `PUT`; admin-spec section 7). A secret left out of
 * `dynamicConfigurationData`, or sent as the mask it was answered with, keeps the stored one.
 */
export const connectionInputSchema = z.object({
  name: requiredText(
    connectionMessages.nameRequired,
    connectionLimits.nameMaxLength,
    connectionMessages.nameTooLong,
  ),
  description: requiredText(
    connectionMessages.descriptionRequired,
    connectionLimits.descriptionMaxLength,
    connectionMessages.descriptionTooLong,
  ),
  userRoleIds: z
    .array(idSchema)
    .check(
      z.minLength(1, connectionMessages.userRolesRequired),
      z.maxLength(connectionLimits.adminRolesMax, connectionMessages.userRolesTooMany),
    ),
  connectionProviderType: connectionProviderTypeSchema,
  dynamicConfigurationData: z
    .string()
    .check(
      z.maxLength(connectionLimits.configurationMaxLength, connectionMessages.configurationTooLong),
    ),
});
export type ConnectionInput = z.infer<typeof connectionInputSchema>;

/** A provider a connection can be made for. */
export const connectionProviderSchema = z.object({
  connectionProviderType: connectionProviderTypeSchema,
  name: z.string(),
  description: z.string(),
  /** What its connections can be asked to do, if anything. */
  action: z.nullable(connectionActionSchema),
});
export type ConnectionProvider = z.infer<typeof connectionProviderSchema>;

export const connectionProviderListSchema = z.object({ items: z.array(connectionProviderSchema) });
export type ConnectionProviderList = z.infer<typeof connectionProviderListSchema>;

/** A provider's configuration (admin-spec section 3): the form is drawn from it. */
export const connectionProviderConfigurationSchema = z.object({
  jsonSchema: configurationJsonSchemaSchema,
  uiSchema: configurationUiSchemaSchema,
});
export type ConnectionProviderConfiguration = z.infer<typeof connectionProviderConfigurationSchema>;

/** The roles a connection's admin roles may name: those holding any connection action. */
export const connectionUserRoleListSchema = z.object({ items: z.array(userRoleReferenceSchema) });
export type ConnectionUserRoleList = z.infer<typeof connectionUserRoleListSchema>;
