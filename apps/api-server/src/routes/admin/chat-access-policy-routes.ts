import {
  actions,
  auditEntityTypes,
  chatAccessPolicyInputSchema,
  chatAccessPolicyListSchema,
  chatAccessPolicySchema,
  idSchema,
  routes,
} from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import {
  deletePolicy,
  findPolicy,
  insertPolicy,
  listPolicies,
  unknownPolicyReference,
  updatePolicy,
} from '../../db/queries/chat-access-policies';
import type { PolicyWithMembers } from '../../db/queries/chat-access-policies';
import { auditActor } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

export function policyView(row: PolicyWithMembers) {
  return {
    chatAccessPolicyId: row.chatAccessPolicyId,
    name: row.name,
    description: row.description,
    allAgents: row.allAgents,
    gptSystems: row.gptSystems,
    userRoles: row.userRoles,
    groups: row.groups,
    users: row.users,
    brandKey: row.brandKey,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a policy: what it grants to whom, by name. */
const auditedPolicy = (row: PolicyWithMembers) => ({
  name: row.name,
  description: row.description,
  allAgents: row.allAgents,
  agents: row.gptSystems.map((agent) => agent.name),
  roles: row.userRoles.map((role) => role.name),
  groups: row.groups.map((group) => group.displayName),
  users: row.users.map((user) => user.userName),
  brandKey: row.brandKey,
});

const policyParams = z.object({ chatAccessPolicyId: idSchema });

/**
 * The actions that open the chat access policies (any one of them). A policy's form chooses
 * roles, users and directory groups, so those lists answer these actions too.
 */
export const chatAccessPolicyActions: readonly Action[] = [
  actions.ChatAccessPoliciesRead,
  actions.ChatAccessPoliciesCreate,
  actions.ChatAccessPoliciesWrite,
];

/**
 * Chat access policies: which agents a set of people may use (`chatAccessPolicyInputSchema`
 * describes the rule; `db/queries/gpt-systems.ts` applies it wherever an agent is shown or used).
 */
export const chatAccessPolicyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: chat access policies'];
  const read = chatAccessPolicyActions;
  const existingPolicy = async (chatAccessPolicyId: string) => {
    const row = await findPolicy(context.services.db, chatAccessPolicyId);
    if (!row) throw notFound(`No chat access policy has the id "${chatAccessPolicyId}".`);
    return row;
  };
  const refuseUnknownReferences = async (input: z.infer<typeof chatAccessPolicyInputSchema>) => {
    const unknown = await unknownPolicyReference(context.services.db, input);
    if (unknown) throw new HttpError(400, unknown.message, [unknown]);
  };
  const stored = async (db: typeof context.services.db, chatAccessPolicyId: string) => {
    const row = await findPolicy(db, chatAccessPolicyId);
    if (!row) throw new Error('The policy was not stored.');
    return row;
  };

  app.get(
    routes.admin.chatAccessPolicies,
    { config: { access: read }, schema: { tags, response: { 200: chatAccessPolicyListSchema } } },
    async () => ({ items: (await listPolicies(context.services.db)).map(policyView) }),
  );

  app.get(
    routes.admin.chatAccessPolicy,
    {
      config: { access: read },
      schema: { tags, params: policyParams, response: { 200: chatAccessPolicySchema } },
    },
    async (request) => policyView(await existingPolicy(request.params.chatAccessPolicyId)),
  );

  app.post(
    routes.admin.chatAccessPolicies,
    {
      config: { access: actions.ChatAccessPoliciesCreate },
      schema: {
        tags,
        body: chatAccessPolicyInputSchema,
        response: { 201: chatAccessPolicySchema },
      },
    },
    async (request, reply) => {
      await refuseUnknownReferences(request.body);
      const actor = auditActor(signedInUser(request));
      const created = await context.services.db.transaction(async (tx) => {
        const row = await stored(tx, await insertPolicy(tx, request.body));
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.chatAccessPolicy,
          entityId: row.chatAccessPolicyId,
          operation: 'Created',
          before: null,
          after: auditedPolicy(row),
        });
        return row;
      });
      return reply.code(201).send(policyView(created));
    },
  );

  app.put(
    routes.admin.chatAccessPolicy,
    {
      config: { access: actions.ChatAccessPoliciesWrite },
      schema: {
        tags,
        params: policyParams,
        body: chatAccessPolicyInputSchema,
        response: { 200: chatAccessPolicySchema },
      },
    },
    async (request) => {
      const before = await existingPolicy(request.params.chatAccessPolicyId);
      await refuseUnknownReferences(request.body);
      const actor = auditActor(signedInUser(request));
      const updated = await context.services.db.transaction(async (tx) => {
        await updatePolicy(tx, before.chatAccessPolicyId, request.body);
        const row = await stored(tx, before.chatAccessPolicyId);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.chatAccessPolicy,
          entityId: row.chatAccessPolicyId,
          operation: 'Updated',
          before: auditedPolicy(before),
          after: auditedPolicy(row),
        });
        return row;
      });
      return policyView(updated);
    },
  );

  app.delete(
    routes.admin.chatAccessPolicy,
    {
      config: { access: actions.ChatAccessPoliciesWrite },
      schema: { tags, params: policyParams, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const before = await existingPolicy(request.params.chatAccessPolicyId);
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        await deletePolicy(tx, before.chatAccessPolicyId);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.chatAccessPolicy,
          entityId: before.chatAccessPolicyId,
          operation: 'Deleted',
          before: auditedPolicy(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
