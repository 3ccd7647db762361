import {
  dataSourcePaths,
  dataSourceMessages,
  defaultLibraryIndexSettings,
  fileNamePathSegment,
} from '@parley/api-contract';
import type { DataSourceInput, DataSourceView, LibraryFile } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { dataSourcesAdminApi } from './data-sources-api';

const input: DataSourceInput = {
  name: 'Travel policies',
  description: 'Trains, ferries and hotels.',
  indexSettings: defaultLibraryIndexSettings,
  embeddingDeploymentName: null,
};
const library = (changes: Partial<DataSourceView> = {}): DataSourceView => ({
  dataSourceId: 'library-1',
  dataSourceType: 'FileLibrary',
  endpointsType: 'Default',
  ...input,
  fileCounts: { Queued: 0, Processing: 0, Online: 2, Error: 0, OutOfDate: 0 },
  chunkCount: 4,
  search: { fullText: true, vector: false, vectorUnavailable: null },
  agents: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...changes,
});
const file = (fileName: string, changes: Partial<LibraryFile> = {}): LibraryFile => ({
  fileId: `file-${fileName}`,
  fileName,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  status: 'Online',
  statusReason: null,
  chunkCount: 2,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  uploadedBy: 'Ada Admin',
  processedAt: '2026-11-20T09:00:05.000Z',
  ...changes,
});

/** The file the tests name: a slash and an umlaut, so its path segment must be base64url. */
const FERRIES = 'Fähren/Boote.pdf';
const PDF_BYTES = '%PDF-1.7 ferries';

let server: TestServer;
const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });

function librariesServer(request: RecordedRequest, response: Parameters<typeof sendJson>[0]) {
  const url = new URL(request.url, 'http://localhost');
  const { pathname, searchParams } = url;
  if (pathname === dataSourcePaths.list()) {
    return sendJson(response, 200, { items: [library()] });
  }
  if (pathname === dataSourcePaths.one('library-1') && request.method === 'GET') {
    return sendJson(response, 200, library());
  }
  if (pathname === dataSourcePaths.files('library-1') && request.method === 'GET') {
    const token = searchParams.get('continuationToken');
    return sendJson(response, 200, {
      items: [file(token ? 'second.pdf' : 'first.pdf')],
      continuationToken: token ? null : 'page-2',
    });
  }
  if (pathname === dataSourcePaths.files('library-1')) {
    return sendJson(response, 201, { items: [file('a.md', { status: 'Queued' })] });
  }
  if (pathname === dataSourcePaths.fileChunks('library-1', FERRIES)) {
    const after = searchParams.get('after');
    const position = after === null ? 0 : Number(after) + 1;
    return sendJson(response, 200, {
      items: [{ position, text: `Chunk ${position}.`, pageNumber: 1, heading: null }],
      continuationToken: position === 0 ? '0' : null,
    });
  }
  if (pathname === dataSourcePaths.fileContent('library-1', FERRIES)) {
    response.writeHead(200, { 'Content-Type': 'application/pdf' });
    return response.end(PDF_BYTES);
  }
  if (pathname === dataSourcePaths.fileContent('library-1', 'gone.pdf')) {
    return sendJson(response, 404, {
      statusCode: 404,
      error: 'Not Found',
      message: dataSourceMessages.fileNotFound('gone.pdf'),
    });
  }
  if (pathname.endsWith('/reprocess')) return sendJson(response, 202, { queued: 1 });
  if (request.method === 'DELETE') return sendJson(response, 204, undefined);
  return sendJson(response, request.method === 'POST' ? 201 : 200, library());
}

beforeAll(async () => {
  server = await startTestServer(librariesServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe('data source and file library calls (issue 16)', () => {
  it('creates and changes a library on its typed path, and refuses bad input before sending', async () => {
    const store = storeFor();
    const { createDataSource, updateDataSource } = dataSourcesAdminApi.endpoints;
    await store.dispatch(
      createDataSource.initiate({
        dataSourceType: 'FileLibrary',
        endpointsType: 'Explicit',
        input: { ...input, embeddingDeploymentName: 'embeddings' },
      }),
    );
    const [post] = server.requestsTo(dataSourcePaths.typed('FileLibrary', 'Explicit'), 'POST');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({ embeddingDeploymentName: 'embeddings' });

    await store.dispatch(
      updateDataSource.initiate({
        dataSourceId: 'library-1',
        dataSourceType: 'FileLibrary',
        endpointsType: 'Default',
        input,
      }),
    );
    expect(
      server.requestsTo(dataSourcePaths.typedOne('FileLibrary', 'Default', 'library-1'), 'PUT'),
    ).toHaveLength(1);

    const refused = await store.dispatch(
      createDataSource.initiate({
        dataSourceType: 'FileLibrary',
        endpointsType: 'Default',
        input: { ...input, name: ' ' },
      }),
    );
    expect(refused.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      data: [{ field: 'name', message: dataSourceMessages.nameRequired }],
    });
    expect(server.requestsTo(dataSourcePaths.typed('FileLibrary', 'Default'), 'POST')).toEqual([]);
  });

  it('puts a saved library in the cache at once and reads its files again (they may be OutOfDate)', async () => {
    const store = storeFor();
    const { getDataSource, listLibraryFiles, updateDataSource } = dataSourcesAdminApi.endpoints;
    await store.dispatch(getDataSource.initiate('library-1'));
    store.dispatch(listLibraryFiles.initiate({ dataSourceId: 'library-1' }));
    await until(() => server.requestsTo(dataSourcePaths.files('library-1')).length === 1);
    server.respond((request, response) =>
      request.method === 'PUT'
        ? sendJson(response, 200, library({ name: 'Renamed' }))
        : librariesServer(request, response),
    );
    await store.dispatch(
      updateDataSource.initiate({
        dataSourceId: 'library-1',
        dataSourceType: 'FileLibrary',
        endpointsType: 'Default',
        input: { ...input, name: 'Renamed' },
      }),
    );
    server.respond(librariesServer);
    await until(() => getDataSource.select('library-1')(store.getState()).data?.name === 'Renamed');
    await until(() => server.requestsTo(dataSourcePaths.files('library-1')).length === 2);
    expect(server.requestsTo(dataSourcePaths.one('library-1'))).toHaveLength(1);
  });

  it('lists files by keywords, status and top, and continues with the continuation token', async () => {
    const store = storeFor();
    const args = { dataSourceId: 'library-1', keywords: 'ferry', status: 'Error', top: 2 } as const;
    const { listLibraryFiles } = dataSourcesAdminApi.endpoints;
    await store.dispatch(listLibraryFiles.initiate(args));
    await store.dispatch(listLibraryFiles.initiate(args, { direction: 'forward' }));
    const urls = server.requestsTo(dataSourcePaths.files('library-1')).map((each) => each.url);
    expect(urls).toEqual([
      `${dataSourcePaths.files('library-1')}?top=2&keywords=ferry&status=Error`,
      `${dataSourcePaths.files('library-1')}?top=2&keywords=ferry&status=Error&continuationToken=page-2`,
    ]);
    const pages = listLibraryFiles.select(args)(store.getState()).data?.pages;
    expect(pages?.flatMap((page) => page.items.map((each) => each.fileName))).toEqual([
      'first.pdf',
      'second.pdf',
    ]);
  });

  it('uploads several files in one multipart form, each a `file` field under its name', async () => {
    const store = storeFor();
    const { listLibraryFiles, uploadLibraryFiles } = dataSourcesAdminApi.endpoints;
    store.dispatch(listLibraryFiles.initiate({ dataSourceId: 'library-1' }));
    await until(() => server.requestsTo(dataSourcePaths.files('library-1')).length === 1);
    const result = await store.dispatch(
      uploadLibraryFiles.initiate({
        dataSourceId: 'library-1',
        files: [
          new File(['# Ferries'], 'ferries.md', { type: 'text/markdown' }),
          new File(['Trains.'], 'trains.txt', { type: 'text/plain' }),
        ],
      }),
    );
    expect(result.data?.items.map((each) => each.status)).toEqual(['Queued']);
    const [post] = server.requestsTo(dataSourcePaths.files('library-1'), 'POST');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toContain('name="file"; filename="ferries.md"');
    expect(post?.body).toContain('name="file"; filename="trains.txt"');
    // The library's files are read again.
    await until(() => server.requestsTo(dataSourcePaths.files('library-1')).length === 2);
  });

  it('names a file by base64url in the path of each of its calls', async () => {
    const store = storeFor();
    const endpoints = dataSourcesAdminApi.endpoints;
    const args = { dataSourceId: 'library-1', fileName: FERRIES };
    await store.dispatch(endpoints.reprocessLibraryFile.initiate(args));
    await store.dispatch(endpoints.deleteLibraryFile.initiate(args));
    await store.dispatch(endpoints.getFileLog.initiate(args));
    const segment = fileNamePathSegment(FERRIES);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /api/internal/admin/fileLibraries/library-1/files/${segment}/reprocess`,
      `DELETE /api/internal/admin/fileLibraries/library-1/files/${segment}`,
      `GET /api/internal/admin/fileLibraries/library-1/files/${segment}/logs`,
    ]);
  });

  it('pages a file’s chunks by the position after which the next page starts', async () => {
    const store = storeFor();
    const args = { dataSourceId: 'library-1', fileName: FERRIES };
    const { listFileChunks } = dataSourcesAdminApi.endpoints;
    await store.dispatch(listFileChunks.initiate(args));
    await store.dispatch(listFileChunks.initiate(args, { direction: 'forward' }));
    const path = dataSourcePaths.fileChunks('library-1', FERRIES);
    expect(server.requestsTo(path).map((request) => request.url)).toEqual([
      path,
      `${path}?after=0`,
    ]);
    const state = listFileChunks.select(args)(store.getState());
    expect(state.data?.pages.flatMap((page) => page.items.map((each) => each.text))).toEqual([
      'Chunk 0.',
      'Chunk 1.',
    ]);
    expect(state.hasNextPage).toBe(false);
  });

  it('reads a file as uploaded into an object URL, and a refusal in the server’s words', async () => {
    const store = storeFor();
    const { downloadLibraryFile } = dataSourcesAdminApi.endpoints;
    const saved = await store.dispatch(
      downloadLibraryFile.initiate({ dataSourceId: 'library-1', fileName: FERRIES }),
    );
    const url = saved.data ?? '';
    expect(url).toMatch(/^blob:/);
    const blob = await fetch(url).then((response) => response.blob());
    expect(await blob.text()).toBe(PDF_BYTES);
    URL.revokeObjectURL(url);

    const refused = await store.dispatch(
      downloadLibraryFile.initiate({ dataSourceId: 'library-1', fileName: 'gone.pdf' }),
    );
    expect(refused.error).toMatchObject({
      status: 404,
      data: { message: dataSourceMessages.fileNotFound('gone.pdf') },
    });
  });

  it('searches a library with the question as `q`', async () => {
    const store = storeFor();
    server.respond((request, response) => sendJson(response, 200, { items: [] }));
    await store.dispatch(
      dataSourcesAdminApi.endpoints.searchLibrary.initiate({
        dataSourceId: 'library-1',
        q: 'When do ferries leave?',
      }),
    );
    server.respond(librariesServer);
    expect(server.requests.map((request) => request.url)).toEqual([
      `${dataSourcePaths.search('library-1')}?q=When+do+ferries+leave%3F`,
    ]);
  });
});
