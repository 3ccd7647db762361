import { brandThemeResponseSchema, routes } from '@parley/api-contract';
import type { LoginAlignment } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBrand, findBrandFile, listBrandFileNames } from '../../db/queries/brands';
import { sendBlob } from '../../http/blob-reply';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const brandKeySchema = z.string().min(1).max(100);

/** The login page needs the brand before sign-in: theme and files are public. */
export const brandRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.get(
    routes.brandTheme,
    {
      config: { access: 'public' },
      schema: {
        tags: ['brands'],
        params: z.object({ brandKey: brandKeySchema }),
        response: { 200: brandThemeResponseSchema },
      },
    },
    async (request) => {
      const { db } = context.services;
      const brand = await findBrand(db, request.params.brandKey);
      if (!brand) throw notFound(`No brand has the key "${request.params.brandKey}".`);
      const files = await listBrandFileNames(db, brand.brandKey);
      return {
        brand: {
          brandKey: brand.brandKey,
          name: brand.name,
          logoFileName: brand.logoFileName,
          navigationLogoFileName: brand.navigationLogoFileName,
          splashScreenBackgroundFileName: brand.splashScreenBackgroundFileName,
          useLoginBackgroundImg: brand.useLoginBackgroundImg,
          loginBackground: brand.loginBackground,
          loginAlignment: brand.loginAlignment as LoginAlignment,
          avatar: brand.avatar,
          files,
        },
        theme: {
          brandKey: brand.brandKey,
          primary: brand.primary,
          secondary: brand.secondary,
          menu: brand.menu,
          menuTextPrimary: brand.menuTextPrimary,
          useGradientButtons: brand.useGradientButtons,
        },
      };
    },
  );

  app.get(
    routes.brandFile,
    {
      config: { access: 'public' },
      schema: {
        tags: ['brands'],
        params: z.object({ brandKey: brandKeySchema, fileName: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const { brandKey, fileName } = request.params;
      const { db, blobs } = context.services;
      const file = await findBrandFile(db, brandKey, fileName);
      const opened = file ? await blobs.open(file.blobKey) : undefined;
      if (!file || !opened) throw notFound(`Brand "${brandKey}" has no file "${fileName}".`);
      reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=3600')
        // An SVG opened directly must not run scripts on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff');
      return sendBlob(reply, opened);
    },
  );
};
