import * as z from 'zod/mini';
import { actions, allActions } from './actions';
import type { Action } from './actions';
import { idSchema, isoDateTimeSchema, pageSchema, requiredText } from './common';

/**
 * Who may do what in the console (issue 14): user roles, users, directory groups, chat access
 * policies and the audit log. admin-spec section 3 shows few of these fields; the ones below are
 * this product's design, and their limits and messages are the ones both the console's forms and
 * the server's 400 answers use.
 */

export const adminLimits = {
  roleNameMaxLength: 100,
  userNameMaxLength: 256,
  displayNameMaxLength: 200,
  policyNameMaxLength: 150,
  policyDescriptionMaxLength: 2_000,
  /** Agents, roles, groups or users one policy may name, each. */
  policyMembersMax: 500,
  /** One page of an administrative list. */
  pageSize: 50,
  /** The audit log's default window when no start is given (days before now). */
  auditDefaultWindowDays: 30,
  /** The longest window an audit query may span (days). */
  auditMaxWindowDays: 366,
  /** Rows one CSV export of the audit log may hold. */
  auditExportMaxRows: 100_000,
} as const;

export const adminMessages = {
  roleNameRequired: 'Name is required',
  roleNameTooLong: `Name must be at most ${adminLimits.roleNameMaxLength} characters`,
  roleActionsRequired: 'Choose at least one action',
  userNameRequired: 'User name is required',
  userNameTooLong: `User name must be at most ${adminLimits.userNameMaxLength} characters`,
  userNameInvalid: 'User name must be an e-mail address',
  displayNameRequired: 'Name is required',
  displayNameTooLong: `Name must be at most ${adminLimits.displayNameMaxLength} characters`,
  policyNameRequired: 'Name is required',
  policyNameTooLong: `Name must be at most ${adminLimits.policyNameMaxLength} characters`,
  policyDescriptionTooLong: `Description must be at most ${adminLimits.policyDescriptionMaxLength} characters`,
  policyAgentsRequired: 'Choose the agents, or all agents',
  policyMembersRequired: 'Choose at least one role, group or user',
  policyMembersTooMany: `Choose at most ${adminLimits.policyMembersMax}`,
} as const;

/** The actions a role can hold, grouped as the role form shows them (by console area). */
export const actionAreas: readonly { area: string; actions: readonly Action[] }[] = [
  { area: 'Chat', actions: [actions.AgentRead] },
  {
    area: 'Analytics',
    actions: [actions.AnalyticsRead, actions.AnalyticsCreate, actions.AnalyticsWrite],
  },
  {
    area: 'Agents',
    actions: [
      actions.GptSystemsRead,
      actions.GptSystemsCreate,
      actions.GptSystemsWrite,
      actions.GptSystemsReadSpecific,
      actions.GptSystemsWriteSpecific,
    ],
  },
  {
    area: 'File libraries',
    actions: [
      actions.DataSourcesRead,
      actions.DataSourcesCreate,
      actions.DataSourcesWrite,
      actions.DataSourcesReadSpecific,
      actions.DataSourcesWriteSpecific,
    ],
  },
  {
    area: 'Connections',
    actions: [
      actions.ConnectionRead,
      actions.ConnectionCreate,
      actions.ConnectionWrite,
      actions.ConnectionDelete,
      actions.ConnectionUse,
      actions.ConnectionReadSpecific,
      actions.ConnectionWriteSpecific,
    ],
  },
  { area: 'Moderation', actions: [actions.ModerationRead, actions.ModerationWrite] },
  { area: 'Brands', actions: [actions.BrandsRead, actions.BrandsCreate, actions.BrandsWrite] },
  {
    area: 'Guidelines',
    actions: [
      actions.GuidelinesDocumentsRead,
      actions.GuidelinesDocumentsCreate,
      actions.GuidelinesDocumentsWrite,
    ],
  },
  {
    area: 'Chat access policies',
    actions: [
      actions.ChatAccessPoliciesRead,
      actions.ChatAccessPoliciesCreate,
      actions.ChatAccessPoliciesWrite,
    ],
  },
  {
    area: 'User roles',
    actions: [actions.UserRolesRead, actions.UserRolesCreate, actions.UserRolesWrite],
  },
  {
    area: 'Users',
    actions: [
      actions.UserRead,
      actions.UserRolePermissionsRead,
      actions.UserRolePermissionsCreate,
      actions.UserRolePermissionsWrite,
    ],
  },
  { area: 'Audit log', actions: [actions.ConfigurationAuditLogRead] },
  { area: 'Error reports', actions: [actions.ErrorReportsRead] },
  {
    area: 'Instance settings',
    actions: [actions.InstanceSettingsRead, actions.InstanceSettingsWrite],
  },
];

/**
 * The actions that administer who may do what: a change that would leave nobody holding one of
 * them (an administrator removing their own) is refused, so the console cannot lock itself out.
 */
export const administrativeActions: readonly Action[] = [
  actions.UserRolesWrite,
  actions.UserRolePermissionsWrite,
];

export const actionSchema = z.enum(allActions as [Action, ...Action[]]);

// Roles

export const roleInputSchema = z.object({
  name: requiredText(
    adminMessages.roleNameRequired,
    adminLimits.roleNameMaxLength,
    adminMessages.roleNameTooLong,
  ),
  actions: z
    .array(actionSchema)
    .check(z.minLength(1, adminMessages.roleActionsRequired), z.maxLength(allActions.length)),
});

export const roleSchema = z.object({
  userRoleId: idSchema,
  name: z.string(),
  resolvedActions: z.array(actionSchema),
  /** How many users hold the role. */
  userCount: z.number().check(z.int()),
  /** Roles the server seeds (Administrator, Staff, Moderator) can be changed but not deleted. */
  isSeeded: z.boolean(),
  createdAt: isoDateTimeSchema,
});

export const roleListSchema = z.object({ items: z.array(roleSchema) });

// Users

export const adminUserSummarySchema = z.object({
  userId: idSchema,
  userName: z.string(),
  displayName: z.string(),
});

/** The users holding a role. */
export const roleUserListSchema = z.object({ items: z.array(adminUserSummarySchema) });

export const adminUserSchema = z.object({
  ...adminUserSummarySchema.shape,
  email: z.nullable(z.string()),
  /** Where the identity comes from: `Seed`, `EntraId`, `Oidc`, or `Invited` before a first sign-in. */
  identityProvider: z.string(),
  roles: z.array(z.object({ userRoleId: idSchema, name: z.string() })),
  groups: z.array(z.object({ groupId: z.string(), displayName: z.string() })),
  isBannedFromCreatingAgents: z.boolean(),
  isBannedFromSharingAgents: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastSignInAt: z.nullable(isoDateTimeSchema),
});

export const adminUserPageSchema = pageSchema(adminUserSchema);

export const adminUserListQuerySchema = z.object({
  /** Part of the name or the user name, any case. */
  search: z.optional(z.string().check(z.maxLength(200))),
  continuationToken: z.optional(z.string().check(z.maxLength(500))),
});

const roleIdsSchema = z.array(idSchema).check(z.maxLength(100));

/** A user added ahead of their first sign-in; the sign-in then matches them by user name. */
export const newAdminUserSchema = z.object({
  userName: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, adminMessages.userNameRequired),
      z.maxLength(adminLimits.userNameMaxLength, adminMessages.userNameTooLong),
      z.regex(/^[^\s@]+@[^\s@]+$/, adminMessages.userNameInvalid),
    ),
  displayName: requiredText(
    adminMessages.displayNameRequired,
    adminLimits.displayNameMaxLength,
    adminMessages.displayNameTooLong,
  ),
  roleIds: roleIdsSchema,
});

/** What an administrator changes on a user: the roles and the personal-agent settings. */
export const adminUserUpdateSchema = z.object({
  roleIds: roleIdsSchema,
  isBannedFromCreatingAgents: z.boolean(),
  isBannedFromSharingAgents: z.boolean(),
});

// Directory groups (as sign-in reported them; admin-spec section 3)

export const directoryGroupSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.nullable(z.string()),
  memberCount: z.number().check(z.int()),
});

export const directoryGroupListSchema = z.object({ items: z.array(directoryGroupSchema) });

// Chat access policies

const memberIds = <Item extends z.core.$ZodType>(item: Item) =>
  z
    .array(item)
    .check(z.maxLength(adminLimits.policyMembersMax, adminMessages.policyMembersTooMany));

/**
 * Which agents a set of people may use. A policy names agents (or all agents) and who may use
 * them: roles, directory groups and single users, optionally only on one brand. An agent that no
 * policy names stays open to every signed-in user; once a policy names it, only the people some
 * policy grants it to see it.
 */
export const chatAccessPolicyInputSchema = z
  .object({
    name: requiredText(
      adminMessages.policyNameRequired,
      adminLimits.policyNameMaxLength,
      adminMessages.policyNameTooLong,
    ),
    description: z
      .string()
      .check(
        z.trim(),
        z.maxLength(adminLimits.policyDescriptionMaxLength, adminMessages.policyDescriptionTooLong),
      ),
    allAgents: z.boolean(),
    gptSystemIds: memberIds(idSchema),
    userRoleIds: memberIds(idSchema),
    groupIds: memberIds(z.string().check(z.minLength(1), z.maxLength(200))),
    userIds: memberIds(idSchema),
    /** Only on this brand; `null` on every brand. */
    brandKey: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  })
  .check(
    z.refine((policy) => policy.allAgents || policy.gptSystemIds.length > 0, {
      message: adminMessages.policyAgentsRequired,
      path: ['gptSystemIds'],
    }),
    z.refine(
      (policy) => policy.userRoleIds.length + policy.groupIds.length + policy.userIds.length > 0,
      { message: adminMessages.policyMembersRequired, path: ['userRoleIds'] },
    ),
  );

export const chatAccessPolicySchema = z.object({
  chatAccessPolicyId: idSchema,
  name: z.string(),
  description: z.string(),
  allAgents: z.boolean(),
  gptSystems: z.array(z.object({ gptSystemId: idSchema, name: z.string() })),
  userRoles: z.array(z.object({ userRoleId: idSchema, name: z.string() })),
  groups: z.array(z.object({ groupId: z.string(), displayName: z.string() })),
  users: z.array(adminUserSummarySchema),
  brandKey: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});

export const chatAccessPolicyListSchema = z.object({ items: z.array(chatAccessPolicySchema) });

/** One system agent as the console lists it (`GET .../admin/gptSystems/{gptSystemId}` too). */
export const adminGptSystemSchema = z.object({
  gptSystemId: idSchema,
  name: z.string(),
  /**
   * The console list's status (its colour): Active once published to chat, Draft while saved
   * but offered to no one, Inactive when banned by moderation, Deleted once deleted.
   */
  status: z.enum(['Active', 'Draft', 'Inactive', 'Deleted']),
  /** The version chat answers with; null for an agent seeded before versions existed. */
  publishedVersion: z.nullable(z.number().check(z.int())),
  createdAt: isoDateTimeSchema,
  /**
   * The avatar's `?v=` version, null without one (the look-and-feel page); optional so lists and
   * samples written before it stay valid.
   */
  avatarVersion: z.optional(z.nullable(z.number().check(z.int()))),
});

/**
 * Every system agent, whatever the policies allow the caller: the agents a policy can name
 * (personal agents are governed by their owners, never by a policy).
 */
export const adminGptSystemListSchema = z.object({ items: z.array(adminGptSystemSchema) });

// Audit log (admin-spec section 7)

export const auditEntrySchema = z.object({
  auditEntryId: idSchema,
  /** The entity's kind, e.g. `UserRole`. */
  type: z.string(),
  /** The entity's id. */
  aggregateRootId: z.string(),
  /** Who made the change (kept when the user is deleted later). */
  userName: z.string(),
  /** What was done: `Created`, `Updated`, `Deleted`, `UsersAssigned`, ... */
  domainOperation: z.string(),
  /** The entity before and after (`null` before a creation, after a deletion). */
  details: z.object({ before: z.unknown(), after: z.unknown() }),
  timeStamp: isoDateTimeSchema,
});

export const auditPageSchema = pageSchema(auditEntrySchema);

const filterText = z.optional(z.string().check(z.trim(), z.maxLength(200)));

export const auditQuerySchema = z.object({
  type: filterText,
  aggregateRootId: filterText,
  userName: filterText,
  domainOperation: filterText,
  /** Text found anywhere in the before or after values. */
  details: filterText,
  timeStampFrom: z.optional(isoDateTimeSchema),
  timeStampTo: z.optional(isoDateTimeSchema),
  continuationToken: z.optional(z.string().check(z.maxLength(500))),
});

/** The export takes the same filters and no paging: it streams every matching entry. */
export const auditExportQuerySchema = z.omit(auditQuerySchema, { continuationToken: true });

export const auditEntityTypes = {
  userRole: 'UserRole',
  user: 'User',
  chatAccessPolicy: 'ChatAccessPolicy',
  gptSystem: 'GptSystem',
  instanceSettings: 'InstanceSettings',
  brand: 'Brand',
  dataSource: 'DataSource',
  guidelinesDocument: 'GuidelinesDocument',
  guidelinesTemplate: 'GuidelinesTemplate',
  connection: 'Connection',
  moderationReport: 'ModerationReport',
  notice: 'Notice',
} as const;

export type ActionArea = (typeof actionAreas)[number];
export type RoleInput = z.infer<typeof roleInputSchema>;
export type Role = z.infer<typeof roleSchema>;
export type RoleList = z.infer<typeof roleListSchema>;
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type RoleUserList = z.infer<typeof roleUserListSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export type NewAdminUser = z.infer<typeof newAdminUserSchema>;
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export type DirectoryGroup = z.infer<typeof directoryGroupSchema>;
export type ChatAccessPolicyInput = z.infer<typeof chatAccessPolicyInputSchema>;
export type ChatAccessPolicy = z.infer<typeof chatAccessPolicySchema>;
export type AdminGptSystem = z.infer<typeof adminGptSystemSchema>;
export type AdminGptSystemList = z.infer<typeof adminGptSystemListSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
