import {
  actions,
  adminLimits,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  auditEntityTypes,
  directoryGroupListSchema,
  idSchema,
  newAdminUserSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findAdminUser,
  insertInvitedUser,
  listAdminUsers,
  listDirectoryGroups,
  updatePersonalAgentSettings,
  userNameTaken,
} from '../../db/queries/admin-users';
import type { AdminUserRow } from '../../db/queries/admin-users';
import { recordAudit } from '../../db/queries/audit';
import { setUserRoles, unknownRoleIds } from '../../db/queries/roles';
import { pageOf, positionAfter } from '../../domain/continuation-token';
import { auditActor, ensureActorKeepsAdministration } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import { HttpError, conflict, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { chatAccessPolicyActions } from './chat-access-policy-routes';

export function adminUserView(row: AdminUserRow) {
  return {
    userId: row.userId,
    userName: row.userName,
    displayName: row.displayName,
    email: row.email,
    identityProvider: row.identityProvider,
    roles: row.roles,
    groups: row.groups,
    isBannedFromCreatingAgents: row.isBannedFromCreatingAgents,
    isBannedFromSharingAgents: row.isBannedFromSharingAgents,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a user: the settings an administrator changes. */
const auditedUser = (row: AdminUserRow) => ({
  userName: row.userName,
  displayName: row.displayName,
  roles: row.roles.map((role) => role.name),
  isBannedFromCreatingAgents: row.isBannedFromCreatingAgents,
  isBannedFromSharingAgents: row.isBannedFromSharingAgents,
});

const userParams = z.object({ userId: idSchema });

/**
 * Users (admin-spec sections 2 and 6): they arrive by signing in, or an administrator adds one
 * ahead of the first sign-in; an administrator sets their roles and personal-agent settings.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: users'];
  const read = [
    actions.UserRead,
    actions.UserRolePermissionsRead,
    actions.UserRolePermissionsCreate,
    actions.UserRolePermissionsWrite,
  ];
  const existingUser = async (userId: string) => {
    const row = await findAdminUser(context.services.db, userId);
    if (!row) throw notFound(`No user has the id "${userId}".`);
    return row;
  };
  const refuseUnknownRoles = async (roleIds: readonly string[]) => {
    const unknown = await unknownRoleIds(context.services.db, roleIds);
    if (unknown.length > 0) {
      throw new HttpError(400, `No user role has the id "${unknown[0]}".`, [
        { field: 'roleIds', message: `No user role has the id "${unknown[0]}".` },
      ]);
    }
  };

  app.get(
    routes.admin.users,
    {
      // A chat access policy's form searches the users it names.
      config: { access: [...read, ...chatAccessPolicyActions] },
      schema: {
        tags,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => {
      const limit = adminLimits.pageSize;
      const rows = await listAdminUsers(
        context.services.db,
        request.query.search,
        positionAfter(request.query.continuationToken),
        limit + 1,
      );
      const page = pageOf(rows, limit, (row) => ({ at: row.createdAt, id: row.userId }));
      return { items: page.rows.map(adminUserView), continuationToken: page.continuationToken };
    },
  );

  app.get(
    routes.admin.user,
    {
      config: { access: read },
      schema: { tags, params: userParams, response: { 200: adminUserSchema } },
    },
    async (request) => adminUserView(await existingUser(request.params.userId)),
  );

  app.post(
    routes.admin.users,
    {
      config: { access: actions.UserRolePermissionsCreate },
      schema: { tags, body: newAdminUserSchema, response: { 201: adminUserSchema } },
    },
    async (request, reply) => {
      const { userName, displayName, roleIds } = request.body;
      if (await userNameTaken(context.services.db, userName)) {
        throw conflict(`A user named "${userName}" exists already.`);
      }
      await refuseUnknownRoles(roleIds);
      const actor = auditActor(signedInUser(request));
      const created = await context.services.db.transaction(async (tx) => {
        const userId = await insertInvitedUser(tx, { userName, displayName });
        await setUserRoles(tx, userId, roleIds);
        const row = await findAdminUser(tx, userId);
        if (!row) throw new Error('The new user was not stored.');
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.user,
          entityId: userId,
          operation: 'Created',
          before: null,
          after: auditedUser(row),
        });
        return row;
      });
      return reply.code(201).send(adminUserView(created));
    },
  );

  app.put(
    routes.admin.user,
    {
      config: { access: actions.UserRolePermissionsWrite },
      schema: {
        tags,
        params: userParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const before = await existingUser(request.params.userId);
      const { roleIds, ...settings } = request.body;
      await refuseUnknownRoles(roleIds);
      const actor = auditActor(signedInUser(request));
      const updated = await context.services.db.transaction(async (tx) => {
        await setUserRoles(tx, before.userId, [...new Set(roleIds)]);
        await updatePersonalAgentSettings(tx, before.userId, settings);
        await ensureActorKeepsAdministration(tx, actor);
        const row = await findAdminUser(tx, before.userId);
        if (!row) throw new Error('The user was not stored.');
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.user,
          entityId: row.userId,
          operation: 'Updated',
          before: auditedUser(before),
          after: auditedUser(row),
        });
        return row;
      });
      return adminUserView(updated);
    },
  );

  app.get(
    routes.admin.directoryGroups,
    {
      // Groups are chosen in chat access policies and shown on users.
      config: { access: [...read, ...chatAccessPolicyActions] },
      schema: { tags, response: { 200: directoryGroupListSchema } },
    },
    async () => ({ items: await listDirectoryGroups(context.services.db) }),
  );
};
