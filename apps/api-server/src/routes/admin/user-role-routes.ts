import {
  actions,
  auditEntityTypes,
  idSchema,
  roleInputSchema,
  roleListSchema,
  roleSchema,
  roleUserListSchema,
  routes,
} from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import { isUuid } from '../../db/queries/ids';
import {
  assignRole,
  deleteRole,
  findRole,
  insertRole,
  isSeededRole,
  listRoleUsers,
  listRoles,
  removeRole,
  roleNameTaken,
  updateRole,
} from '../../db/queries/roles';
import type { RoleRow } from '../../db/queries/roles';
import { findUserById, listUserRoles } from '../../db/queries/users';
import { auditActor, ensureActorKeepsAdministration } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import { conflict, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { chatAccessPolicyActions } from './chat-access-policy-routes';

export function roleView(row: RoleRow) {
  return {
    userRoleId: row.roleId,
    name: row.name,
    resolvedActions: row.actions as Action[],
    userCount: row.userCount,
    isSeeded: isSeededRole(row.roleId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a role. */
const auditedRole = (row: RoleRow) => ({ name: row.name, actions: row.actions });

const roleParams = z.object({ userRoleId: idSchema });
const roleUserParams = z.object({ userRoleId: idSchema, userId: idSchema });
const deleteQuery = z.object({
  /** Deleting a role some users hold takes it from them; the caller must say it knows. */
  removeFromUsers: z.optional(z.enum(['true', 'false'])),
});

/** User roles (admin-spec sections 2 and 6): a name and the actions it grants, and its users. */
export const userRoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: user roles'];
  const read = [actions.UserRolesRead, actions.UserRolesCreate, actions.UserRolesWrite];
  const missing = (userRoleId: string) => notFound(`No user role has the id "${userRoleId}".`);
  const existingRole = async (userRoleId: string) => {
    const row = await findRole(context.services.db, userRoleId);
    if (!row) throw missing(userRoleId);
    return row;
  };
  const refuseTakenName = async (name: string, exceptRoleId?: string) => {
    if (await roleNameTaken(context.services.db, name, exceptRoleId)) {
      throw conflict(`A user role named "${name}" exists already; choose another name.`);
    }
  };

  app.get(
    routes.admin.userRoles,
    {
      // A chat access policy's form chooses among the roles.
      config: { access: [...read, ...chatAccessPolicyActions] },
      schema: { tags, response: { 200: roleListSchema } },
    },
    async () => ({ items: (await listRoles(context.services.db)).map(roleView) }),
  );

  app.get(
    routes.admin.userRole,
    {
      config: { access: read },
      schema: { tags, params: roleParams, response: { 200: roleSchema } },
    },
    async (request) => roleView(await existingRole(request.params.userRoleId)),
  );

  app.post(
    routes.admin.userRoles,
    {
      config: { access: actions.UserRolesCreate },
      schema: { tags, body: roleInputSchema, response: { 201: roleSchema } },
    },
    async (request, reply) => {
      await refuseTakenName(request.body.name);
      const actor = auditActor(signedInUser(request));
      const created = await context.services.db.transaction(async (tx) => {
        const row = await insertRole(tx, request.body);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.userRole,
          entityId: row.roleId,
          operation: 'Created',
          before: null,
          after: auditedRole(row),
        });
        return row;
      });
      return reply.code(201).send(roleView(created));
    },
  );

  app.put(
    routes.admin.userRole,
    {
      config: { access: actions.UserRolesWrite },
      schema: { tags, params: roleParams, body: roleInputSchema, response: { 200: roleSchema } },
    },
    async (request) => {
      const before = await existingRole(request.params.userRoleId);
      await refuseTakenName(request.body.name, before.roleId);
      const actor = auditActor(signedInUser(request));
      const updated = await context.services.db.transaction(async (tx) => {
        const row = await updateRole(tx, before.roleId, request.body);
        await ensureActorKeepsAdministration(tx, actor);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.userRole,
          entityId: row.roleId,
          operation: 'Updated',
          before: auditedRole(before),
          after: auditedRole(row),
        });
        return row;
      });
      return roleView(updated);
    },
  );

  app.delete(
    routes.admin.userRole,
    {
      config: { access: actions.UserRolesWrite },
      schema: {
        tags,
        params: roleParams,
        querystring: deleteQuery,
        response: { 204: z.null().describe('Deleted.') },
      },
    },
    async (request, reply) => {
      const role = await existingRole(request.params.userRoleId);
      if (isSeededRole(role.roleId)) {
        throw conflict(
          `"${role.name}" is a built-in role: change its actions instead of deleting it.`,
        );
      }
      if (role.userCount > 0 && request.query.removeFromUsers !== 'true') {
        throw conflict(
          `"${role.name}" is held by ${role.userCount} ${role.userCount === 1 ? 'user' : 'users'}; deleting it takes it from them (confirm with removeFromUsers=true).`,
        );
      }
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        const holders = await listRoleUsers(tx, role.roleId);
        await deleteRole(tx, role.roleId);
        await ensureActorKeepsAdministration(tx, actor);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.userRole,
          entityId: role.roleId,
          operation: 'Deleted',
          before: { ...auditedRole(role), users: holders.map((user) => user.userName) },
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.admin.userRoleUsers,
    {
      config: { access: read },
      schema: {
        tags,
        params: roleParams,
        response: { 200: roleUserListSchema },
      },
    },
    async (request) => {
      const role = await existingRole(request.params.userRoleId);
      return { items: await listRoleUsers(context.services.db, role.roleId) };
    },
  );

  // Assigning and removing a user changes that user's roles: audited as the user's change.
  const roleAndUser = async ({ userRoleId, userId }: { userRoleId: string; userId: string }) => {
    const role = await existingRole(userRoleId);
    const user = isUuid(userId) ? await findUserById(context.services.db, userId) : undefined;
    if (!user) throw notFound(`No user has the id "${userId}".`);
    return { role, user };
  };
  const roleNames = async (db: Database, userId: string) =>
    (await listUserRoles(db, userId)).map((role) => role.name);
  const assignAccess = [actions.UserRolesWrite, actions.UserRolePermissionsWrite];

  app.put(
    routes.admin.userRoleUser,
    {
      config: { access: assignAccess },
      schema: { tags, params: roleUserParams, response: { 204: z.null().describe('Assigned.') } },
    },
    async (request, reply) => {
      const { role, user } = await roleAndUser(request.params);
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        const before = await roleNames(tx, user.userId);
        if (!(await assignRole(tx, role.roleId, user.userId))) return;
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.user,
          entityId: user.userId,
          operation: 'RoleAssigned',
          before: { userName: user.userName, roles: before },
          after: { userName: user.userName, roles: await roleNames(tx, user.userId) },
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    routes.admin.userRoleUser,
    {
      config: { access: assignAccess },
      schema: { tags, params: roleUserParams, response: { 204: z.null().describe('Removed.') } },
    },
    async (request, reply) => {
      const { role, user } = await roleAndUser(request.params);
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        const before = await roleNames(tx, user.userId);
        if (!(await removeRole(tx, role.roleId, user.userId))) return;
        await ensureActorKeepsAdministration(tx, actor);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.user,
          entityId: user.userId,
          operation: 'RoleRemoved',
          before: { userName: user.userName, roles: before },
          after: { userName: user.userName, roles: await roleNames(tx, user.userId) },
        });
      });
      return reply.code(204).send(null);
    },
  );
};
