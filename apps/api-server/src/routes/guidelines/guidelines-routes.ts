import {
  actions,
  guidelinesConsentRequestSchema,
  guidelinesConsentSchema,
  guidelinesMessages,
  idSchema,
  publicGuidelinesDocumentSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import {
  findGuidelinesDocument,
  listGuidelinesSections,
  recordUserConsent,
} from '../../db/queries/guidelines';
import { acceptedVersion, consentView } from '../../domain/guidelines-consent';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const documentParams = z.object({ guidelinesDocumentId: idSchema });

async function findDocument(services: AppServices, guidelinesDocumentId: string) {
  const document = await findGuidelinesDocument(services.db, guidelinesDocumentId);
  if (!document) throw notFound(guidelinesMessages.documentNotFound(guidelinesDocumentId));
  return document;
}

/**
 * Guidelines an agent may require consent to: readable by anyone, with the version a consent
 * accepts; a consent is recorded once per user and version.
 */
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
      const sections = await listGuidelinesSections(
        context.services.db,
        document.guidelinesDocumentId,
      );
      return {
        guidelinesDocumentId: document.guidelinesDocumentId,
        title: document.title,
        requireConsent: document.requireConsent,
        version: document.version,
        sections,
      };
    },
  );

  app.post(
    routes.guidelinesDocuments.consent,
    {
      config: { access: actions.AgentRead },
      schema: {
        tags,
        params: documentParams,
        body: guidelinesConsentRequestSchema,
        response: { 200: guidelinesConsentSchema },
      },
    },
    async (request) => {
      const { services } = context;
      const user = signedInUser(request);
      const document = await findDocument(services, request.params.guidelinesDocumentId);
      const version = acceptedVersion(document, request.body?.version);
      return consentView(
        await recordUserConsent(services.db, user.userId, document.guidelinesDocumentId, version),
      );
    },
  );
};
