import {
  actions,
  guidelinesConsentSchema,
  idSchema,
  publicGuidelinesDocumentSchema,
  routes,
} from '@parley/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import { isUuid } from '../../db/queries/ids';
import { onlyRow } from '../../db/queries/rows';
import { guidelinesConsents, guidelinesDocuments, guidelinesSections } from '../../db/schema';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const documentParams = z.object({ guidelinesDocumentId: idSchema });

async function findDocument(services: AppServices, guidelinesDocumentId: string) {
  const [document] = isUuid(guidelinesDocumentId)
    ? await services.db
        .select()
        .from(guidelinesDocuments)
        .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId))
    : [];
  if (!document) throw notFound(`No guidelines document has the id "${guidelinesDocumentId}".`);
  return document;
}

/** Guidelines an agent may require consent to: readable by anyone, consent recorded once per user. */
export const guidelinesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['guidelines'];

  app.get(
    routes.guidelinesDocuments.public,
    {
      config: { access: 'public' },
      schema: { tags, params: documentParams, response: { 200: publicGuidelinesDocumentSchema } },
    },
    async (request) => {
      const document = await findDocument(context.services, request.params.guidelinesDocumentId);
      const sections = await context.services.db
        .select({
          sectionId: guidelinesSections.sectionId,
          title: guidelinesSections.title,
          content: guidelinesSections.content,
        })
        .from(guidelinesSections)
        .where(eq(guidelinesSections.guidelinesDocumentId, document.guidelinesDocumentId))
        .orderBy(asc(guidelinesSections.position));
      return {
        guidelinesDocumentId: document.guidelinesDocumentId,
        title: document.title,
        requireConsent: document.requireConsent,
        sections,
      };
    },
  );

  app.post(
    routes.guidelinesDocuments.consent,
    {
      config: { access: actions.AgentRead },
      schema: { tags, params: documentParams, response: { 200: guidelinesConsentSchema } },
    },
    async (request) => {
      const { services } = context;
      const user = signedInUser(request);
      const document = await findDocument(services, request.params.guidelinesDocumentId);
      // Recorded once (chat-spec section 5): a second consent answers the first record.
      await services.db
        .insert(guidelinesConsents)
        .values({ userId: user.userId, guidelinesDocumentId: document.guidelinesDocumentId })
        .onConflictDoNothing();
      const consent = onlyRow(
        await services.db
          .select()
          .from(guidelinesConsents)
          .where(
            and(
              eq(guidelinesConsents.userId, user.userId),
              eq(guidelinesConsents.guidelinesDocumentId, document.guidelinesDocumentId),
            ),
          ),
        'the consent',
      );
      return {
        guidelinesDocumentId: document.guidelinesDocumentId,
        consentedAt: consent.consentedAt.toISOString(),
      };
    },
  );
};
