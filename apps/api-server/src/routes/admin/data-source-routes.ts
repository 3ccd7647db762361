import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  actions,
  auditEntityTypes,
  dataSourceInputSchema,
  dataSourceLimits,
  dataSourceListSchema,
  dataSourceMessages,
  dataSourceRoutes,
  dataSourceViewSchema,
  endpointsTypeSchema,
  dataSourceTypeNameSchema,
  fileNameFromPathSegment,
  idSchema,
  libraryChunkPageSchema,
  libraryFileLogSchema,
  libraryFilePageSchema,
  libraryFileQuerySchema,
  libraryFileSchema,
  libraryReprocessResultSchema,
  librarySearchQuerySchema,
  librarySearchResultSchema,
  libraryUploadResultSchema,
} from '@parley/api-contract';
import type { Action, DataSourceView, LibraryFile } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import {
  agentsUsingDataSources,
  dataSourceTallies,
  deleteDataSource,
  deleteLibraryFile,
  findDataSource,
  findDataSourceNamed,
  findLibraryFileNamed,
  insertDataSource,
  knowledgeConstraints,
  libraryFileBlobKey,
  listDataSources,
  listFileChunks,
  listFileLogs,
  listLibraryFiles,
  putLibraryFile,
  requeueLibraryFiles,
  updateDataSource,
} from '../../db/queries/knowledge';
import type { DataSourceRow } from '../../db/queries/knowledge';
import { findModelDeployment } from '../../db/queries/model-deployments';
import type { UserWithActions } from '../../db/queries/users';
import { violatedUniqueConstraint } from '../../db/queries/unique-violation';
import { auditActor } from '../../domain/administration';
import { pageOf, positionAfter } from '../../domain/continuation-token';
import {
  auditedDataSource,
  changesIndex,
  checkedDataSourceInput,
  checkedLibraryUpload,
  dataSourceView,
  libraryFileView,
} from '../../domain/data-sources';
import { searchLibraries } from '../../domain/library-search';
import { engineDeployment } from '../../domain/model-deployments';
import { sendBlob } from '../../http/blob-reply';
import { holdsAny, needsActions, signedInUser } from '../../http/authorization';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import { readUploadFiles } from '../../http/upload-form';
import type { RouteOptions } from '../route-options';

const dataSourceParams = z.object({ dataSourceId: idSchema });
const typedParams = z.object({
  dataSourceType: dataSourceTypeNameSchema,
  endpointsType: endpointsTypeSchema,
});
const typedOneParams = typedParams.extend({ dataSourceId: idSchema });
const fileParams = dataSourceParams.extend({ fileName: z.string().min(1).max(1_000) });
const chunkQuery = z.object({ after: z.coerce.number().int().min(-1).optional() });

const chunksPerPage = 50;

const nameTaken = (name: string) => {
  const message = dataSourceMessages.nameTaken(name);
  return new HttpError(409, message, [{ field: 'name', message }]);
};

/** Every data-source action: the list opens to any of them (admin-spec section 6). */
const anyDataSourceAction: readonly Action[] = [
  actions.DataSourcesRead,
  actions.DataSourcesCreate,
  actions.DataSourcesWrite,
  actions.DataSourcesReadSpecific,
  actions.DataSourcesWriteSpecific,
];
const writeActions: readonly Action[] = [
  actions.DataSourcesWrite,
  actions.DataSourcesWriteSpecific,
];

/**
 * Data sources and file libraries (admin-spec section 7; issue 16): the list, the typed calls
 * (default or explicit endpoints) that create, read and change one, delete, and the files of a
 * library (upload, list with top/keywords/status, get, delete, content, chunks, logs, reprocess),
 * each file named by its base64url name in the path. Read, Create and Write act on every library;
 * the Specific actions on the libraries the user created. Every change is audited; files are
 * processed by durable jobs (`jobs/library-processing.ts`).
 */
export const dataSourceAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: data sources'];
  const db = () => context.services.db;
  await app.register(fastifyMultipart);

  /** Whether the user reaches every library, or only their own (the Specific actions). */
  const reachesAll = (user: UserWithActions, write: boolean) =>
    holdsAny(
      user,
      write ? [actions.DataSourcesWrite] : [actions.DataSourcesRead, actions.DataSourcesWrite],
    );

  /**
   * The library the user may read (or, with `write`, change): 404 for one they may not know of,
   * 403 for one they may read but not change.
   */
  const reachableLibrary = async (
    request: FastifyRequest,
    dataSourceId: string,
    write = false,
  ): Promise<DataSourceRow> => {
    const user = signedInUser(request);
    const library = await findDataSource(db(), dataSourceId);
    const own = library?.ownerUserId === user.userId;
    if (!library || !(reachesAll(user, false) || own)) {
      throw notFound(dataSourceMessages.notFound(dataSourceId));
    }
    if (write && !(reachesAll(user, true) || (own && holdsAny(user, writeActions)))) {
      throw forbidden(needsActions([actions.DataSourcesWrite], 'to change this library'));
    }
    return library;
  };

  const views = async (database: Database, rows: readonly DataSourceRow[]) => {
    const ids = rows.map((row) => row.dataSourceId);
    const [tallies, agents] = await Promise.all([
      dataSourceTallies(database, ids),
      agentsUsingDataSources(database, ids),
    ]);
    return rows.map((row) =>
      dataSourceView(row, {
        files: tallies.files.filter((tally) => tally.dataSourceId === row.dataSourceId),
        chunkCount:
          tallies.chunks.find((tally) => tally.dataSourceId === row.dataSourceId)?.count ?? 0,
        agents: agents.filter((agent) => agent.dataSourceIds.includes(row.dataSourceId)),
        vectorSearch: context.services.knowledge.vectorSearch,
      }),
    );
  };
  const viewOf = async (database: Database, row: DataSourceRow): Promise<DataSourceView> => {
    const [view] = await views(database, [row]);
    if (!view) throw new Error('Expected the view of a data source.');
    return view;
  };

  const audit = (
    tx: Database,
    request: FastifyRequest,
    operation: string,
    dataSourceId: string,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(tx, auditActor(signedInUser(request)), {
      entityType: auditEntityTypes.dataSource,
      entityId: dataSourceId,
      operation,
      before,
      after,
    });

  /** The form's input as columns, with the embedding deployment it names looked up. */
  const checkedInput = async (
    input: z.infer<typeof dataSourceInputSchema>,
    endpointsType: z.infer<typeof endpointsTypeSchema>,
  ) => {
    const name = input.embeddingDeploymentName?.trim();
    const deployment = name
      ? engineDeployment(await findModelDeployment(db(), name), context.services.secrets)
      : undefined;
    return checkedDataSourceInput(input, endpointsType, deployment);
  };

  /** A name another library holds answers 409 on the field, also when a concurrent save took it. */
  const refusingTakenName = async <T>(name: string, change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      if (violatedUniqueConstraint(error) === knowledgeConstraints.dataSourceName) {
        throw nameTaken(name);
      }
      throw error;
    }
  };

  app.get(
    dataSourceRoutes.list,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, response: { 200: dataSourceListSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await listDataSources(db(), reachesAll(user, false) ? undefined : user.userId);
      return { items: await views(db(), rows) };
    },
  );

  app.get(
    dataSourceRoutes.one,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, params: dataSourceParams, response: { 200: dataSourceViewSchema } },
    },
    async (request) => viewOf(db(), await reachableLibrary(request, request.params.dataSourceId)),
  );

  app.get(
    dataSourceRoutes.typedOne,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, params: typedOneParams, response: { 200: dataSourceViewSchema } },
    },
    async (request) => {
      const { dataSourceId, dataSourceType, endpointsType } = request.params;
      const library = await reachableLibrary(request, dataSourceId);
      if (library.dataSourceType !== dataSourceType || library.endpointsType !== endpointsType) {
        throw notFound(dataSourceMessages.notFound(dataSourceId));
      }
      return viewOf(db(), library);
    },
  );

  app.post(
    dataSourceRoutes.typed,
    {
      config: { access: actions.DataSourcesCreate },
      schema: {
        tags,
        params: typedParams,
        body: dataSourceInputSchema,
        response: { 201: dataSourceViewSchema },
      },
    },
    async (request, reply) => {
      const values = await checkedInput(request.body, request.params.endpointsType);
      if (await findDataSourceNamed(db(), values.name)) throw nameTaken(values.name);
      const user = signedInUser(request);
      const created = await refusingTakenName(values.name, () =>
        db().transaction(async (tx) => {
          const row = await insertDataSource(tx, { ...values, ownerUserId: user.userId });
          const view = await viewOf(tx, row);
          await audit(tx, request, 'Created', row.dataSourceId, null, auditedDataSource(view));
          return view;
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    dataSourceRoutes.typedOne,
    {
      config: { access: writeActions },
      schema: {
        tags,
        params: typedOneParams,
        body: dataSourceInputSchema,
        response: { 200: dataSourceViewSchema },
      },
    },
    async (request) => {
      const { dataSourceId, endpointsType } = request.params;
      const library = await reachableLibrary(request, dataSourceId, true);
      const values = await checkedInput(request.body, endpointsType);
      if (await findDataSourceNamed(db(), values.name, dataSourceId)) throw nameTaken(values.name);
      return refusingTakenName(values.name, () =>
        db().transaction(async (tx) => {
          const before = await viewOf(tx, library);
          const row = await updateDataSource(
            tx,
            dataSourceId,
            values,
            changesIndex(library, values),
          );
          const after = await viewOf(tx, row);
          await audit(
            tx,
            request,
            'Updated',
            dataSourceId,
            auditedDataSource(before),
            auditedDataSource(after),
          );
          return after;
        }),
      );
    },
  );

  app.delete(
    dataSourceRoutes.one,
    {
      config: { access: writeActions },
      schema: { tags, params: dataSourceParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { dataSourceId } = request.params;
      const library = await reachableLibrary(request, dataSourceId, true);
      const blobKeys = await db().transaction(async (tx) => {
        const agents = await agentsUsingDataSources(tx, [dataSourceId]);
        if (agents.length > 0) {
          throw conflict(dataSourceMessages.inUse(agents.map((agent) => agent.name)));
        }
        const before = await viewOf(tx, library);
        const keys = await deleteDataSource(tx, dataSourceId);
        await audit(tx, request, 'Deleted', dataSourceId, auditedDataSource(before), null);
        return keys;
      });
      // The rows are gone: their files follow (a failure leaves an unreferenced file, never a
      // row naming a missing one).
      await Promise.all(blobKeys.map((key) => context.services.blobs.delete(key)));
      return reply.code(204).send(null);
    },
  );

  /* Files. */

  /** The file a path names (base64url), of a library the user may read (or change). */
  const reachableFile = async (
    request: FastifyRequest,
    params: z.infer<typeof fileParams>,
    write = false,
  ) => {
    const library = await reachableLibrary(request, params.dataSourceId, write);
    const fileName = fileNameFromPathSegment(params.fileName);
    if (fileName === undefined) throw badRequest(dataSourceMessages.fileNamePath);
    const file = await findLibraryFileNamed(db(), library.dataSourceId, fileName);
    if (!file) throw notFound(dataSourceMessages.fileNotFound(fileName));
    return { library, file };
  };

  app.get(
    dataSourceRoutes.files,
    {
      config: { access: anyDataSourceAction },
      schema: {
        tags,
        params: dataSourceParams,
        querystring: libraryFileQuerySchema,
        response: { 200: libraryFilePageSchema },
      },
    },
    async (request) => {
      const library = await reachableLibrary(request, request.params.dataSourceId);
      const { top, keywords, status, continuationToken } = request.query;
      const limit = top ?? dataSourceLimits.fileListDefaultTop;
      const rows = await listLibraryFiles(
        db(),
        library.dataSourceId,
        { keywords, status },
        positionAfter(continuationToken),
        limit + 1,
      );
      const page = pageOf(rows, limit, (row) => ({ at: row.uploadedAt, id: row.fileId }));
      return { items: page.rows.map(libraryFileView), continuationToken: page.continuationToken };
    },
  );

  app.post(
    dataSourceRoutes.files,
    {
      config: { access: writeActions },
      schema: { tags, params: dataSourceParams, response: { 201: libraryUploadResultSchema } },
    },
    async (request, reply) => {
      const library = await reachableLibrary(request, request.params.dataSourceId, true);
      const user = signedInUser(request);
      const { blobs } = context.services;
      const received: { fileName: string; mimeType: string; sizeBytes: number; blobKey: string }[] =
        [];
      try {
        await readUploadFiles(
          request,
          {
            kind: 'library file',
            maxFileBytes: dataSourceLimits.fileMaxBytes,
            maxFiles: {
              count: dataSourceLimits.filesPerUpload,
              message: dataSourceMessages.tooManyFiles,
            },
            tooLarge: dataSourceMessages.fileTooLarge,
          },
          async (file) => {
            const { fileName, mimeType } = checkedLibraryUpload(file);
            if (received.some((earlier) => earlier.fileName === fileName)) {
              throw badRequest(`"${fileName}" is in the upload twice.`);
            }
            const blobKey = libraryFileBlobKey(library.dataSourceId, randomUUID());
            await blobs.put(blobKey, file.data);
            received.push({ fileName, mimeType, sizeBytes: file.data.length, blobKey });
          },
        );
      } catch (error) {
        // Nothing of a refused upload is kept.
        await Promise.all(received.map((file) => blobs.delete(file.blobKey)));
        throw error;
      }
      const stored = await db()
        .transaction(async (tx) => {
          const files = [];
          for (const file of received) {
            files.push(
              await putLibraryFile(tx, {
                ...file,
                fileId: randomUUID(),
                dataSourceId: library.dataSourceId,
                uploadedByUserId: user.userId,
              }),
            );
          }
          await audit(tx, request, 'FilesUploaded', library.dataSourceId, null, {
            files: received.map(({ fileName, sizeBytes }) => ({ fileName, sizeBytes })),
          });
          return files;
        })
        .catch(async (error: unknown) => {
          await Promise.all(received.map((file) => blobs.delete(file.blobKey)));
          throw error;
        });
      // A replaced file's old bytes go once the new row names the new ones.
      await Promise.all(
        stored.flatMap(({ replacedBlobKey }) =>
          replacedBlobKey ? [blobs.delete(replacedBlobKey)] : [],
        ),
      );
      await context.services.knowledge.queueFiles(
        stored.map(({ file }) => ({ fileId: file.fileId, contentVersion: file.contentVersion })),
      );
      const items: LibraryFile[] = stored.map(({ file }) =>
        libraryFileView({ ...file, uploadedBy: user.displayName }),
      );
      return reply.code(201).send({ items });
    },
  );

  app.get(
    dataSourceRoutes.file,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, params: fileParams, response: { 200: libraryFileSchema } },
    },
    async (request) => libraryFileView((await reachableFile(request, request.params)).file),
  );

  app.delete(
    dataSourceRoutes.file,
    {
      config: { access: writeActions },
      schema: { tags, params: fileParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { library, file } = await reachableFile(request, request.params, true);
      await db().transaction(async (tx) => {
        await deleteLibraryFile(tx, file.fileId);
        await audit(tx, request, 'FileDeleted', library.dataSourceId, libraryFileView(file), null);
      });
      await context.services.blobs.delete(file.blobKey);
      return reply.code(204).send(null);
    },
  );

  app.get(
    dataSourceRoutes.fileContent,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, params: fileParams },
    },
    async (request, reply) => {
      const { file } = await reachableFile(request, request.params);
      const opened = await context.services.blobs.open(file.blobKey);
      if (!opened) throw notFound(`"${file.fileName}" is no longer stored; upload it again.`);
      // Always a download, never a page of this origin (an uploaded HTML file must not run).
      reply
        .type(file.mimeType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('content-security-policy', 'sandbox');
      return sendBlob(reply, opened);
    },
  );

  app.get(
    dataSourceRoutes.fileChunks,
    {
      config: { access: anyDataSourceAction },
      schema: {
        tags,
        params: fileParams,
        querystring: chunkQuery,
        response: { 200: libraryChunkPageSchema },
      },
    },
    async (request) => {
      const { file } = await reachableFile(request, request.params);
      const rows = await listFileChunks(db(), file.fileId, request.query.after, chunksPerPage + 1);
      const items = rows.slice(0, chunksPerPage);
      const last = items.at(-1);
      return {
        items,
        continuationToken: rows.length > chunksPerPage && last ? String(last.position) : null,
      };
    },
  );

  app.get(
    dataSourceRoutes.fileLogs,
    {
      config: { access: anyDataSourceAction },
      schema: { tags, params: fileParams, response: { 200: libraryFileLogSchema } },
    },
    async (request) => {
      const { file } = await reachableFile(request, request.params);
      const rows = await listFileLogs(db(), file.fileId);
      return {
        items: rows.map((row) => ({
          at: row.at.toISOString(),
          level: row.level as 'Information' | 'Warning' | 'Error',
          message: row.message,
        })),
      };
    },
  );

  /** Queues files again and audits it. */
  const reprocess = async (request: FastifyRequest, library: DataSourceRow, fileId?: string) => {
    const queued = await db().transaction(async (tx) => {
      const files = await requeueLibraryFiles(tx, library.dataSourceId, fileId);
      await audit(tx, request, 'Reprocessed', library.dataSourceId, null, {
        files: files.length,
        ...(fileId ? { fileId } : {}),
      });
      return files;
    });
    await context.services.knowledge.queueFiles(queued);
    return { queued: queued.length };
  };

  app.post(
    dataSourceRoutes.fileReprocess,
    {
      config: { access: writeActions },
      schema: { tags, params: fileParams, response: { 202: libraryReprocessResultSchema } },
    },
    async (request, reply) => {
      const { library, file } = await reachableFile(request, request.params, true);
      return reply.code(202).send(await reprocess(request, library, file.fileId));
    },
  );

  app.post(
    dataSourceRoutes.reprocess,
    {
      config: { access: writeActions },
      schema: { tags, params: dataSourceParams, response: { 202: libraryReprocessResultSchema } },
    },
    async (request, reply) => {
      const library = await reachableLibrary(request, request.params.dataSourceId, true);
      return reply.code(202).send(await reprocess(request, library));
    },
  );

  app.get(
    dataSourceRoutes.search,
    {
      config: { access: anyDataSourceAction },
      schema: {
        tags,
        params: dataSourceParams,
        querystring: librarySearchQuerySchema,
        response: { 200: librarySearchResultSchema },
      },
    },
    async (request) => {
      const library = await reachableLibrary(request, request.params.dataSourceId);
      const chunks = await searchLibraries(
        context.services,
        [library.dataSourceId],
        request.query.q,
        request.log,
      );
      return {
        items: chunks.map(({ fileName, position, pageNumber, heading, text }) => ({
          fileName,
          position,
          pageNumber,
          heading,
          text,
        })),
      };
    },
  );
};
