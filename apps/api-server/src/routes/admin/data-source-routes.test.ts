import { hostname } from 'node:os';
import {
  actions,
  dataSourceMessages,
  dataSourcePaths,
  defaultLibraryIndexSettings,
  fileNamePathSegment,
  paths,
} from '@parley/api-contract';
import type { DataSourceInput, DataSourceView, LibraryFile } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../test-support/brand-test-support';
import { docxWithParagraphs, pdfWithText } from '../../test-support/document-fixtures';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { waitForFile } from '../../test-support/library-test-support';

const { admin, staff } = seededUsers;

const libraryInput = (changes: Partial<DataSourceInput> = {}): DataSourceInput => ({
  name: 'Facilities',
  description: 'Rooms, parking and opening hours.',
  indexSettings: defaultLibraryIndexSettings,
  embeddingDeploymentName: null,
  ...changes,
});

describe('data sources and file libraries (admin routes)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const create = (input: DataSourceInput, endpointsType = 'Default', as: string = admin) =>
    server.as(as, {
      method: 'POST',
      url: dataSourcePaths.typed('FileLibrary', endpointsType),
      payload: input,
    });
  const update = (
    id: string,
    input: DataSourceInput,
    endpointsType = 'Default',
    as: string = admin,
  ) =>
    server.as(as, {
      method: 'PUT',
      url: dataSourcePaths.typedOne('FileLibrary', endpointsType, id),
      payload: input,
    });
  const newLibrary = async (name: string, as: string = admin) => {
    const response = await create(libraryInput({ name }), 'Default', as);
    if (response.statusCode !== 201) throw new Error(`Not created: ${response.body}`);
    return response.json() as DataSourceView;
  };
  const upload = async (
    dataSourceId: string,
    files: { fileName: string; type: string; data: Uint8Array | string }[],
    as: string = admin,
  ) => {
    const form = new FormData();
    for (const file of files) {
      form.append('file', new Blob([file.data], { type: file.type }), file.fileName);
    }
    const encoded = new Response(form);
    return server.as(as, {
      method: 'POST',
      url: dataSourcePaths.files(dataSourceId),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const get = (url: string, as: string = admin) => server.as(as, { method: 'GET', url });
  const settled = (dataSourceId: string, fileName: string) =>
    waitForFile(server, dataSourceId, fileName, ['Online', 'Error', 'OutOfDate']);

  it('creates a library on default endpoints, searched by words, and audits it', async () => {
    const response = await create(libraryInput());
    expect(response.statusCode).toBe(201);
    const library = response.json() as DataSourceView;
    expect(library).toMatchObject({
      dataSourceType: 'FileLibrary',
      endpointsType: 'Default',
      name: 'Facilities',
      indexSettings: defaultLibraryIndexSettings,
      embeddingDeploymentName: null,
      fileCounts: { Queued: 0, Processing: 0, Online: 0, Error: 0, OutOfDate: 0 },
      chunkCount: 0,
      search: { fullText: true, vector: false, vectorUnavailable: null },
      agents: [],
    });
    expect((await get(dataSourcePaths.one(library.dataSourceId))).json()).toEqual(library);
    const list = (await get(dataSourcePaths.list())).json().items as DataSourceView[];
    expect(list.map((item) => item.name)).toEqual(['Facilities', 'Staff handbook']);
    const audit = await get(
      `${paths.admin.audit()}?type=DataSource&aggregateRootId=${library.dataSourceId}`,
    );
    expect(audit.json().items[0]).toMatchObject({ domainOperation: 'Created' });
  });

  it('refuses bad input with the words of the form', async () => {
    const refusals = await Promise.all([
      create(libraryInput({ name: '  ' })),
      create(libraryInput({ name: 'x'.repeat(201) })),
      create(libraryInput({ indexSettings: { ...defaultLibraryIndexSettings, chunkSize: 100 } })),
      create(
        libraryInput({
          indexSettings: { chunkSize: 400, chunkOverlap: 201, language: 'english' },
        }),
      ),
    ]);
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals.map((response) => response.json().fields[0])).toEqual([
      { field: 'name', message: 'Library name is required' },
      { field: 'name', message: 'Must not exceed 200 characters' },
      { field: 'indexSettings.chunkSize', message: dataSourceMessages.chunkSizeRange },
      { field: 'indexSettings.chunkOverlap', message: dataSourceMessages.chunkOverlapRange },
    ]);
  });

  it('asks explicit endpoints for a deployment that embeds, and default ones for none', async () => {
    const cases = [
      [libraryInput({ name: 'E1' }), 'Explicit', dataSourceMessages.embeddingRequired],
      [
        libraryInput({ name: 'E2', embeddingDeploymentName: 'nowhere' }),
        'Explicit',
        dataSourceMessages.embeddingUnknown('nowhere'),
      ],
      [
        libraryInput({ name: 'E3', embeddingDeploymentName: 'offline' }),
        'Explicit',
        dataSourceMessages.embeddingOffline,
      ],
      [
        libraryInput({ name: 'E4', embeddingDeploymentName: 'offline' }),
        'Default',
        dataSourceMessages.embeddingNotAllowed,
      ],
    ] as const;
    for (const [input, endpointsType, message] of cases) {
      const response = await create(input, endpointsType);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'embeddingDeploymentName', message }]);
    }
  });

  it('refuses a name another library holds, whatever its case', async () => {
    await newLibrary('Policies');
    const response = await create(libraryInput({ name: 'POLICIES' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual([
      { field: 'name', message: dataSourceMessages.nameTaken('POLICIES') },
    ]);
  });

  it('processes a PDF, a Word file, Markdown, HTML, CSV and text from Queued to Online', async () => {
    const library = await newLibrary('Every format');
    const response = await upload(library.dataSourceId, [
      {
        fileName: 'leave.pdf',
        type: 'application/pdf',
        data: pdfWithText(['Annual leave is 25 days.']),
      },
      {
        fileName: 'parking.docx',
        type: 'application/octet-stream',
        data: docxWithParagraphs(['# Parking', 'Parking is free after six.']),
      },
      { fileName: 'canteen.md', type: 'text/markdown', data: '# Canteen\n\nSoup on Mondays.' },
      { fileName: 'hours.html', type: 'text/html', data: '<h1>Hours</h1><p>Open at nine.</p>' },
      { fileName: 'rooms.csv', type: 'text/csv', data: 'Room,Seats\nAtlas,12\n' },
      { fileName: 'wifi.txt', type: 'text/plain', data: 'The guest network is Parley-Guest.' },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded = response.json().items as LibraryFile[];
    expect(uploaded.map((file) => [file.fileName, file.status])).toEqual([
      ['leave.pdf', 'Queued'],
      ['parking.docx', 'Queued'],
      ['canteen.md', 'Queued'],
      ['hours.html', 'Queued'],
      ['rooms.csv', 'Queued'],
      ['wifi.txt', 'Queued'],
    ]);
    for (const file of uploaded) {
      expect(await settled(library.dataSourceId, file.fileName)).toMatchObject({
        status: 'Online',
        statusReason: null,
        chunkCount: 1,
        uploadedBy: 'Ada Admin',
      });
    }
    const chunks = await get(dataSourcePaths.fileChunks(library.dataSourceId, 'parking.docx'));
    expect(chunks.json()).toEqual({
      items: [
        { position: 0, text: 'Parking is free after six.', pageNumber: null, heading: 'Parking' },
      ],
      continuationToken: null,
    });
    const pdfChunks = await get(dataSourcePaths.fileChunks(library.dataSourceId, 'leave.pdf'));
    expect(pdfChunks.json().items[0]).toMatchObject({ pageNumber: 1 });
    const logs = await get(dataSourcePaths.fileLogs(library.dataSourceId, 'leave.pdf'));
    expect(logs.json().items.map((entry: { message: string }) => entry.message)).toEqual([
      `Processing started on ${hostname()} (process ${process.pid}).`,
      expect.stringMatching(/^Read \d+ characters in \d+\.\d s\.$/),
      'Split into 1 chunk of at most 1200 characters.',
      expect.stringMatching(/^Indexed in \d+\.\d s\.$/),
    ]);
    const view = (await get(dataSourcePaths.one(library.dataSourceId))).json() as DataSourceView;
    expect(view.fileCounts.Online).toBe(6);
    expect(view.chunkCount).toBe(6);
  });

  it('serves a file as uploaded, always as a download', async () => {
    const library = await newLibrary('Downloads');
    await upload(library.dataSourceId, [
      { fileName: 'page.html', type: 'text/html', data: '<script>alert(1)</script><p>Hi</p>' },
    ]);
    const response = await get(dataSourcePaths.fileContent(library.dataSourceId, 'page.html'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<script>alert(1)</script><p>Hi</p>');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''page.html");
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('refuses a file type it cannot read, and a renamed file, keeping nothing of the upload', async () => {
    const library = await newLibrary('Refusals');
    const unsupported = await upload(library.dataSourceId, [
      { fileName: 'notes.txt', type: 'text/plain', data: 'Fine.' },
      { fileName: 'tool.exe', type: 'application/octet-stream', data: 'MZ' },
    ]);
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().message).toBe(dataSourceMessages.unsupportedFile('tool.exe'));
    const renamed = await upload(library.dataSourceId, [
      { fileName: 'report.pdf', type: 'application/pdf', data: 'MZ not a pdf' },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(
      '"report.pdf" is not a PDF: its content is another kind of file.',
    );
    const files = await get(dataSourcePaths.files(library.dataSourceId));
    expect(files.json().items).toEqual([]);
  });

  it('ends a damaged file in Error with its reason, and goes on with the next file', async () => {
    const library = await newLibrary('Poison');
    await upload(library.dataSourceId, [
      { fileName: 'damaged.pdf', type: 'application/pdf', data: '%PDF-1.7 and then nothing' },
      { fileName: 'fine.md', type: 'text/markdown', data: 'Readable.' },
    ]);
    expect(await settled(library.dataSourceId, 'damaged.pdf')).toMatchObject({
      status: 'Error',
      statusReason: '"damaged.pdf" could not be read as a PDF: the file is damaged or encrypted.',
      chunkCount: 0,
    });
    expect(await settled(library.dataSourceId, 'fine.md')).toMatchObject({ status: 'Online' });
    const logs = await get(dataSourcePaths.fileLogs(library.dataSourceId, 'damaged.pdf'));
    expect(logs.json().items.at(-1)).toMatchObject({
      level: 'Error',
      message: '"damaged.pdf" could not be read as a PDF: the file is damaged or encrypted.',
    });
  });

  it('replaces a file uploaded again under its name, chunks and all', async () => {
    const library = await newLibrary('Replacements');
    await upload(library.dataSourceId, [
      { fileName: 'menu.md', type: 'text/markdown', data: 'Soup.' },
    ]);
    await settled(library.dataSourceId, 'menu.md');
    await upload(library.dataSourceId, [
      { fileName: 'menu.md', type: 'text/markdown', data: 'Salad.\n\nBread.' },
    ]);
    await settled(library.dataSourceId, 'menu.md');
    const chunks = await get(dataSourcePaths.fileChunks(library.dataSourceId, 'menu.md'));
    expect(chunks.json().items.map((chunk: { text: string }) => chunk.text)).toEqual([
      'Salad.\n\nBread.',
    ]);
    const files = await get(dataSourcePaths.files(library.dataSourceId));
    expect(files.json().items).toHaveLength(1);
  });

  it('lists files by top, keywords and status, page after page', async () => {
    const library = await newLibrary('Listing');
    await upload(
      library.dataSourceId,
      ['alpha report', 'beta report', 'gamma notes'].map((name) => ({
        fileName: `${name}.txt`,
        type: 'text/plain',
        data: `${name} text`,
      })),
    );
    await upload(library.dataSourceId, [{ fileName: 'empty.txt', type: 'text/plain', data: ' ' }]);
    await settled(library.dataSourceId, 'empty.txt');
    for (const name of ['alpha report', 'beta report', 'gamma notes']) {
      await settled(library.dataSourceId, `${name}.txt`);
    }
    const url = dataSourcePaths.files(library.dataSourceId);
    const names = (response: { json(): { items: LibraryFile[] } }) =>
      response.json().items.map((file) => file.fileName);
    // Files uploaded together share their upload time: their order among themselves is the id's.
    expect(names(await get(`${url}?keywords=REPORT`)).sort()).toEqual([
      'alpha report.txt',
      'beta report.txt',
    ]);
    expect(names(await get(`${url}?keywords=alpha%20report`))).toEqual(['alpha report.txt']);
    expect(names(await get(`${url}?status=Error`))).toEqual(['empty.txt']);
    const first = await get(`${url}?top=2`);
    expect(names(first)).toHaveLength(2);
    const token = first.json().continuationToken as string;
    const second = await get(`${url}?top=2&continuationToken=${encodeURIComponent(token)}`);
    expect([...names(first), ...names(second)].sort()).toEqual([
      'alpha report.txt',
      'beta report.txt',
      'empty.txt',
      'gamma notes.txt',
    ]);
    expect(second.json().continuationToken).toBeNull();
    const refused = await get(`${url}?top=500&status=Lost`);
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['status', 'top']);
  });

  it('names files by base64url in the path, and says so when one is not', async () => {
    const library = await newLibrary('Names');
    await upload(library.dataSourceId, [
      { fileName: 'Ärger & Freude?.md', type: 'text/markdown', data: 'Gefühle.' },
    ]);
    const segment = fileNamePathSegment('Ärger & Freude?.md');
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    const found = await get(`${dataSourcePaths.files(library.dataSourceId)}/${segment}`);
    expect(found.json()).toMatchObject({ fileName: 'Ärger & Freude?.md' });
    const bad = await get(`${dataSourcePaths.files(library.dataSourceId)}/not+base64`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(dataSourceMessages.fileNamePath);
    const missing = await get(dataSourcePaths.file(library.dataSourceId, 'absent.md'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(dataSourceMessages.fileNotFound('absent.md'));
  });

  it('makes indexed files OutOfDate when the index settings change, until reprocessed', async () => {
    const library = await newLibrary('Settings');
    await upload(library.dataSourceId, [
      { fileName: 'a.md', type: 'text/markdown', data: 'One.' },
      { fileName: 'b.md', type: 'text/markdown', data: 'Two.' },
    ]);
    await settled(library.dataSourceId, 'a.md');
    await settled(library.dataSourceId, 'b.md');
    const renamed = await update(library.dataSourceId, libraryInput({ name: 'Settings renamed' }));
    expect(renamed.json().fileCounts).toMatchObject({ Online: 2, OutOfDate: 0 });
    const changed = await update(
      library.dataSourceId,
      libraryInput({
        name: 'Settings renamed',
        indexSettings: { chunkSize: 600, chunkOverlap: 60, language: 'simple' },
      }),
    );
    expect(changed.json().fileCounts).toMatchObject({ Online: 0, OutOfDate: 2 });
    const one = await server.as(admin, {
      method: 'POST',
      url: dataSourcePaths.fileReprocess(library.dataSourceId, 'a.md'),
    });
    expect(one.statusCode).toBe(202);
    expect(one.json()).toEqual({ queued: 1 });
    expect(await settled(library.dataSourceId, 'a.md')).toMatchObject({ status: 'Online' });
    const all = await server.as(admin, {
      method: 'POST',
      url: dataSourcePaths.reprocess(library.dataSourceId),
    });
    expect(all.json()).toEqual({ queued: 2 });
    expect(await settled(library.dataSourceId, 'b.md')).toMatchObject({ status: 'Online' });
  });

  it('deletes a file with its chunks, and a library no agent answers from', async () => {
    const library = await newLibrary('Deletions');
    await upload(library.dataSourceId, [
      { fileName: 'gone.md', type: 'text/markdown', data: 'Bye.' },
    ]);
    await settled(library.dataSourceId, 'gone.md');
    const deleted = await server.as(admin, {
      method: 'DELETE',
      url: dataSourcePaths.file(library.dataSourceId, 'gone.md'),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(dataSourcePaths.one(library.dataSourceId))).json().chunkCount).toBe(0);
    const removed = await server.as(admin, {
      method: 'DELETE',
      url: dataSourcePaths.one(library.dataSourceId),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(dataSourcePaths.one(library.dataSourceId))).statusCode).toBe(404);
  });

  it('refuses to delete a library an agent answers from, naming the agent', async () => {
    const list = (await get(dataSourcePaths.list())).json().items as DataSourceView[];
    const handbook = list.find((item) => item.name === 'Staff handbook');
    expect(handbook?.agents).toEqual([
      { gptSystemId: '00000000-0000-4000-8000-000000000403', name: 'Handbook Search' },
    ]);
    const response = await server.as(admin, {
      method: 'DELETE',
      url: dataSourcePaths.one(handbook?.dataSourceId ?? ''),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(dataSourceMessages.inUse(['Handbook Search']));
  });

  it('lets holders of the Specific actions reach their own libraries only', async () => {
    const curator = await userHolding(server, 'curator', [
      actions.DataSourcesCreate,
      actions.DataSourcesReadSpecific,
      actions.DataSourcesWriteSpecific,
    ]);
    const own = await newLibrary('Curated', curator);
    const listed = (await get(dataSourcePaths.list(), curator)).json().items as DataSourceView[];
    expect(listed.map((item) => item.name)).toEqual(['Curated']);
    const others = (await get(dataSourcePaths.list())).json().items as DataSourceView[];
    const handbook = others.find((item) => item.name === 'Staff handbook')?.dataSourceId ?? '';
    expect((await get(dataSourcePaths.one(handbook), curator)).statusCode).toBe(404);
    expect(
      (await upload(handbook, [{ fileName: 'x.md', type: 'text/markdown', data: 'x' }], curator))
        .statusCode,
    ).toBe(404);
    const changed = await update(
      own.dataSourceId,
      libraryInput({ name: 'Curated too' }),
      'Default',
      curator,
    );
    expect(changed.statusCode).toBe(200);

    const reader = await userHolding(server, 'reader', [actions.DataSourcesRead]);
    expect((await get(dataSourcePaths.one(own.dataSourceId), reader)).statusCode).toBe(200);
    const refused = await update(
      own.dataSourceId,
      libraryInput({ name: 'Mine' }),
      'Default',
      reader,
    );
    expect(refused.statusCode).toBe(403);
    expect((await get(dataSourcePaths.list(), staff)).statusCode).toBe(403);
  });

  it('shows an administrator what a question finds in a library, best first', async () => {
    const library = await newLibrary('Search try');
    await upload(library.dataSourceId, [
      { fileName: 'boats.md', type: 'text/markdown', data: '# Boats\n\nFerries leave hourly.' },
      { fileName: 'trains.md', type: 'text/markdown', data: 'Trains leave at noon.' },
    ]);
    await settled(library.dataSourceId, 'boats.md');
    await settled(library.dataSourceId, 'trains.md');
    const url = dataSourcePaths.search(library.dataSourceId);
    const found = await get(`${url}?q=${encodeURIComponent('When do ferries leave?')}`);
    expect(found.json().items).toEqual([
      {
        fileName: 'boats.md',
        position: 0,
        pageNumber: null,
        heading: 'Boats',
        text: 'Ferries leave hourly.',
      },
      {
        fileName: 'trains.md',
        position: 0,
        pageNumber: null,
        heading: null,
        text: 'Trains leave at noon.',
      },
    ]);
    const empty = await get(`${url}?q=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'q', message: 'Type a question to search for' }]);
  });
});
