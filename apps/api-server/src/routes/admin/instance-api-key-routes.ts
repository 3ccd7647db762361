import {
  actions,
  auditEntityTypes,
  instanceApiKeyInputSchema,
  instanceApiKeyKindSchema,
  instanceApiKeySchema,
  routes,
} from '@parley/api-contract';
import type { InstanceApiKeyKind } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import { auditActor } from '../../domain/administration';
import { deleteApiKey, findApiKeyView, saveApiKey } from '../../domain/instance-keys';
import type { InstanceApiKeyView } from '../../domain/instance-keys';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const params = z.object({ kind: instanceApiKeyKindSchema });
const keyNames: Record<InstanceApiKeyKind, string> = { claude: 'Claude', bing: 'Bing' };

/** What the audit keeps of a key: the masked view, never the key. */
const audited = ({ maskedValue }: InstanceApiKeyView) => ({ maskedValue });

/**
 * The instance's provider keys (issue 17, apiKeys tab; admin-spec section 7 "Claude and Bing API
 * key GET, PUT, DELETE"). The key travels once, in the PUT's body; it is sealed before it is
 * stored (`auth/secret-box.ts`) and every answer and audit entry carries only its masked view.
 */
export const instanceApiKeyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: instance settings'];
  const entityId = (kind: InstanceApiKeyKind) => `apiKeys/${kind}`;

  app.get(
    routes.admin.instanceApiKey,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, params, response: { 200: instanceApiKeySchema } },
    },
    async (request) => findApiKeyView(context.services.db, request.params.kind),
  );

  app.put(
    routes.admin.instanceApiKey,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        params,
        body: instanceApiKeyInputSchema,
        response: { 200: instanceApiKeySchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const actor = auditActor(signedInUser(request));
      const { db, secrets } = context.services;
      return db.transaction(async (tx) => {
        const before = await findApiKeyView(tx, kind);
        const after = await saveApiKey(tx, secrets, kind, request.body.key);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: entityId(kind),
          operation: before.maskedValue === null ? 'Created' : 'Updated',
          before: before.maskedValue === null ? null : audited(before),
          after: audited(after),
        });
        return after;
      });
    },
  );

  app.delete(
    routes.admin.instanceApiKey,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: { tags, params, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        const before = await findApiKeyView(tx, kind);
        if (!(await deleteApiKey(tx, kind))) throw notFound(`No ${keyNames[kind]} key is stored.`);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: entityId(kind),
          operation: 'Deleted',
          before: audited(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
