import fastifyMultipart from '@fastify/multipart';
import {
  actions,
  adminBrandListSchema,
  adminBrandSchema,
  auditEntityTypes,
  brandImageSlots,
  brandImageUploadSchema,
  brandInputSchema,
  brandMessages,
  defaultBrandKeySchema,
  limits,
  newBrandSchema,
  routes,
} from '@parley/api-contract';
import type { AdminBrand, BrandImageSlot } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import {
  deleteBrand,
  deleteBrandFile,
  findBrand,
  findBrandFile,
  brandConstraints,
  hostNamesHeldElsewhere,
  insertBrand,
  insertBrandFile,
  listBrandFileNames,
  listBrandHostNames,
  listBrands,
  policiesOnBrand,
  releasePublicChatBrand,
  replaceBrandHostNames,
  updateBrand,
} from '../../db/queries/brands';
import { findBrandBudget } from '../../db/queries/budgets';
import { violatedUniqueConstraint } from '../../db/queries/unique-violation';
import {
  findInstanceSettings,
  raiseSettingsVersion,
  updateInstanceSettings,
} from '../../db/queries/instance-settings';
import { brandFileBlobKey } from '../../db/seed/seed';
import { auditActor } from '../../domain/administration';
import { checkedImage } from '../../domain/agent-avatar';
import { publicChatView } from '../../domain/agent-public-chat';
import { budgetOf } from '../../domain/budget';
import {
  adminBrandView,
  auditedBrand,
  brandDeletionProblem,
  brandImageColumns,
  brandImageFileName,
  checkedBrandInput,
  refuseHeldHostNames,
} from '../../domain/brands';
import { signedInUser } from '../../http/authorization';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { readUploadForm } from '../../http/upload-form';
import type { RouteOptions } from '../route-options';

const brandParams = z.object({ brandKey: z.string().min(1).max(100) });
const imageParams = brandParams.extend({ slot: z.enum(brandImageSlots) });
const fileParams = brandParams.extend({ fileName: z.string().min(1).max(200) });

const readActions = [actions.BrandsRead, actions.BrandsCreate, actions.BrandsWrite];

/**
 * Brands (admin-spec section 7, "Brands"; issue 17): list, get, create, update and delete by key,
 * their images (logo, navigation logo, login background, avatar) and files, and the instance's
 * default brand. Colours that fail the contract's contrast rule and host names another brand
 * holds are refused; the default brand, the instance's default and a brand chat access policies
 * are limited to cannot be deleted. Every change is audited with before and after.
 */
export const adminBrandRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: brands'];
  const db = () => context.services.db;
  await app.register(fastifyMultipart);

  const brandView = async (database: Database, brandKey: string): Promise<AdminBrand> => {
    const row = await findBrand(database, brandKey);
    if (!row) throw notFound(brandMessages.notFound(brandKey));
    const [hostNames, files, settings] = await Promise.all([
      listBrandHostNames(database, brandKey),
      listBrandFileNames(database, brandKey),
      findInstanceSettings(database),
    ]);
    return adminBrandView(row, hostNames, files, settings.defaultBrandKey);
  };
  const audit = (
    tx: Database,
    request: Parameters<typeof signedInUser>[0],
    operation: string,
    brandKey: string,
    before: AdminBrand | null,
    after: AdminBrand | null,
    alsoBefore: Record<string, unknown> = {},
  ) =>
    recordAudit(tx, auditActor(signedInUser(request)), {
      entityType: auditEntityTypes.brand,
      entityId: brandKey,
      operation,
      before: before && { ...auditedBrand(before), ...alsoBefore },
      after: after && auditedBrand(after),
    });
  /**
   * Runs a change that writes the brand's key or host names. The checks before it answer 409 for
   * a key or host name already taken, but a concurrent request can take one between the check and
   * the write: the unique violation then answers the same 409 instead of a 500.
   */
  const refusingTakenNames = async <T>(
    brand: { brandKey: string; isNew: boolean; hostNames: string[] },
    change: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === brandConstraints.key && brand.isNew) {
        throw conflict(brandMessages.brandKeyTaken(brand.brandKey));
      }
      if (constraint === brandConstraints.hostName) {
        const held = brand.isNew ? undefined : brand.brandKey;
        refuseHeldHostNames(await hostNamesHeldElsewhere(db(), held, brand.hostNames));
      }
      throw error;
    }
  };

  // Open to the agent actions too: the publishing page chooses the brand of a public chat; and
  // to the instance settings actions: the branding tab and the notice form choose a brand.
  app.get(
    routes.admin.brands,
    {
      config: {
        access: [
          ...readActions,
          actions.GptSystemsRead,
          actions.GptSystemsCreate,
          actions.GptSystemsWrite,
          actions.InstanceSettingsRead,
          actions.InstanceSettingsWrite,
        ],
      },
      schema: { tags, response: { 200: adminBrandListSchema } },
    },
    async () => {
      const [rows, settings] = await Promise.all([listBrands(db()), findInstanceSettings(db())]);
      return {
        items: rows.map((row) => ({
          brandKey: row.brandKey,
          name: row.name,
          primary: row.primary,
          menu: row.menu,
          navigationLogoFileName: row.navigationLogoFileName,
          hostNames: row.hostNames,
          isInstanceDefault: row.brandKey === settings.defaultBrandKey,
        })),
      };
    },
  );

  app.get(
    routes.admin.brand,
    {
      config: { access: readActions },
      schema: { tags, params: brandParams, response: { 200: adminBrandSchema } },
    },
    async (request) => brandView(db(), request.params.brandKey),
  );

  app.post(
    routes.admin.brands,
    {
      config: { access: actions.BrandsCreate },
      schema: { tags, body: newBrandSchema, response: { 201: adminBrandSchema } },
    },
    async (request, reply) => {
      const { brandKey, ...input } = request.body;
      const { values, hostNames } = checkedBrandInput(input);
      if (await findBrand(db(), brandKey)) throw conflict(brandMessages.brandKeyTaken(brandKey));
      refuseHeldHostNames(await hostNamesHeldElsewhere(db(), undefined, hostNames));
      const created = await refusingTakenNames({ brandKey, isNew: true, hostNames }, () =>
        db().transaction(async (tx) => {
          await insertBrand(tx, brandKey, {
            ...values,
            logoFileName: null,
            navigationLogoFileName: null,
            splashScreenBackgroundFileName: null,
            avatar: null,
          });
          await replaceBrandHostNames(tx, brandKey, hostNames);
          // Visits on its host names now get another brand: clients refetch their settings.
          if (hostNames.length > 0) await raiseSettingsVersion(tx);
          const after = await brandView(tx, brandKey);
          await audit(tx, request, 'Created', brandKey, null, after);
          return after;
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    routes.admin.brand,
    {
      config: { access: actions.BrandsWrite },
      schema: {
        tags,
        params: brandParams,
        body: brandInputSchema,
        response: { 200: adminBrandSchema },
      },
    },
    async (request) => {
      const { brandKey } = request.params;
      const before = await brandView(db(), brandKey);
      const { values, hostNames } = checkedBrandInput(request.body);
      refuseHeldHostNames(await hostNamesHeldElsewhere(db(), brandKey, hostNames));
      return refusingTakenNames({ brandKey, isNew: false, hostNames }, () =>
        db().transaction(async (tx) => {
          await updateBrand(tx, brandKey, values);
          await replaceBrandHostNames(tx, brandKey, hostNames);
          if (hostNames.join('\n') !== before.hostNames.join('\n')) {
            await raiseSettingsVersion(tx);
          }
          const after = await brandView(tx, brandKey);
          await audit(tx, request, 'Updated', brandKey, before, after);
          return after;
        }),
      );
    },
  );

  app.delete(
    routes.admin.brand,
    {
      config: { access: actions.BrandsWrite },
      schema: { tags, params: brandParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { brandKey } = request.params;
      const before = await brandView(db(), brandKey);
      const [settings, policies] = await Promise.all([
        findInstanceSettings(db()),
        policiesOnBrand(db(), brandKey),
      ]);
      const problem = brandDeletionProblem(brandKey, settings.defaultBrandKey, policies);
      if (problem) throw conflict(problem);
      await db().transaction(async (tx) => {
        // What goes with the brand is audited with it: the public chats showing it fall back to
        // the instance's default brand (each agent's own entry), and its budget goes.
        for (const agent of await releasePublicChatBrand(tx, brandKey)) {
          await recordAudit(tx, auditActor(signedInUser(request)), {
            entityType: auditEntityTypes.gptSystem,
            entityId: agent.gptSystemId,
            operation: 'PublicChatChanged',
            before: publicChatView(agent),
            after: publicChatView({ ...agent, publicBrandKey: null }),
          });
        }
        const budget = await findBrandBudget(tx, brandKey);
        await deleteBrand(tx, brandKey);
        if (before.hostNames.length > 0) await raiseSettingsVersion(tx);
        await audit(tx, request, 'Deleted', brandKey, before, null, {
          budget: budget ? budgetOf(budget) : null,
        });
      });
      await Promise.all(
        before.files.map((fileName) =>
          context.services.blobs.delete(brandFileBlobKey(brandKey, fileName)),
        ),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    routes.admin.brandImage,
    {
      config: { access: actions.BrandsWrite },
      schema: {
        tags,
        description: `multipart/form-data with the image in "file": PNG, JPEG, WebP or SVG (checked by content), at most ${limits.brandImageMaxBytes} bytes. It replaces the slot's image.`,
        consumes: ['multipart/form-data'],
        params: imageParams,
        response: { 200: brandImageUploadSchema },
      },
    },
    async (request) => {
      const { brandKey, slot } = request.params;
      const before = await brandView(db(), brandKey);
      const { file } = await readUploadForm(request, {
        kind: 'image',
        maxFileBytes: limits.brandImageMaxBytes,
      });
      const image = checkedImage(file, limits.brandImageMaxBytes);
      const fileName = brandImageFileName(slot, image.mimeType, new Date());
      const blobKey = brandFileBlobKey(brandKey, fileName);
      const replaced = before[brandImageColumns[slot]];
      // The file is written first, so the row never names a file that is not there; a failed
      // transaction removes it again, so it leaves no file that no row names.
      await context.services.blobs.put(blobKey, image.data);
      await db()
        .transaction(async (tx) => {
          await insertBrandFile(tx, { brandKey, fileName, mimeType: image.mimeType, blobKey });
          await updateBrand(tx, brandKey, { [brandImageColumns[slot]]: fileName });
          if (replaced && !usedElsewhere(before, slot, replaced)) {
            await deleteBrandFile(tx, brandKey, replaced);
          }
          await audit(
            tx,
            request,
            `${slot}Uploaded`,
            brandKey,
            before,
            await brandView(tx, brandKey),
          );
        })
        .catch(async (error: unknown) => {
          await context.services.blobs.delete(blobKey).catch((cleanup: unknown) => {
            request.log.error({ err: cleanup, blobKey }, 'an unused brand file was not removed');
          });
          throw error;
        });
      if (replaced && !usedElsewhere(before, slot, replaced)) {
        await context.services.blobs.delete(brandFileBlobKey(brandKey, replaced));
      }
      return { fileName };
    },
  );

  app.delete(
    routes.admin.brandFile,
    {
      config: { access: actions.BrandsWrite },
      schema: { tags, params: fileParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { brandKey, fileName } = request.params;
      const before = await brandView(db(), brandKey);
      const file = await findBrandFile(db(), brandKey, fileName);
      if (!file) throw notFound(brandMessages.fileNotFound(brandKey, fileName));
      await db().transaction(async (tx) => {
        await deleteBrandFile(tx, brandKey, fileName);
        const cleared = Object.fromEntries(
          brandImageSlots
            .filter((slot) => before[brandImageColumns[slot]] === fileName)
            .map((slot) => [brandImageColumns[slot], null]),
        );
        if (Object.keys(cleared).length > 0) await updateBrand(tx, brandKey, cleared);
        await audit(tx, request, 'FileDeleted', brandKey, before, await brandView(tx, brandKey));
      });
      await context.services.blobs.delete(file.blobKey);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.admin.defaultBrandKey,
    {
      config: { access: [...readActions, actions.InstanceSettingsRead] },
      schema: { tags, response: { 200: defaultBrandKeySchema } },
    },
    async () => ({ defaultBrandKey: (await findInstanceSettings(db())).defaultBrandKey }),
  );

  app.put(
    routes.admin.defaultBrandKey,
    {
      // The default brand is an instance setting (the branding tab): it is what every host name
      // no brand holds shows, and every public chat without a brand of its own. Managing brands
      // (BrandsWrite) does not reach that far.
      config: { access: actions.InstanceSettingsWrite },
      schema: { tags, body: defaultBrandKeySchema, response: { 200: defaultBrandKeySchema } },
    },
    async (request) => {
      const { defaultBrandKey } = request.body;
      if (!(await findBrand(db(), defaultBrandKey))) {
        throw new HttpError(400, brandMessages.notFound(defaultBrandKey), [
          { field: 'defaultBrandKey', message: brandMessages.notFound(defaultBrandKey) },
        ]);
      }
      return db().transaction(async (tx) => {
        const before = { defaultBrandKey: (await findInstanceSettings(tx)).defaultBrandKey };
        const row = await updateInstanceSettings(tx, { defaultBrandKey });
        const after = { defaultBrandKey: row.defaultBrandKey };
        await recordAudit(tx, auditActor(signedInUser(request)), {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'defaultBrandKey',
          operation: 'Updated',
          before,
          after,
        });
        return after;
      });
    },
  );
};

/** Whether another image slot of the brand shows the same file. */
function usedElsewhere(brand: AdminBrand, slot: BrandImageSlot, fileName: string): boolean {
  return brandImageSlots.some(
    (other) => other !== slot && brand[brandImageColumns[other]] === fileName,
  );
}
