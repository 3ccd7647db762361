import {
  citationPassagePaths,
  dataSourcePaths,
  defaultLibraryIndexSettings,
  deploymentPaths,
  paths,
} from '@parley/api-contract';
import type { ConfigurationInput, DataSourceView } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEmbeddingsServer } from '../providers/testing/fake-embeddings-server';
import type { FakeEmbeddingsServer } from '../providers/testing/fake-embeddings-server';
import { pdfWithText } from '../test-support/document-fixtures';
import { startConversation } from '../test-support/event-stream-client';
import { waitForFile } from '../test-support/library-test-support';
import { onPostgres } from '../test-support/test-database';
import { agentConfiguration, seededUsers, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { chunkCitationPath, citedChunkOfPath, fuseRankings } from './library-search';
import type { FoundChunk } from '../db/queries/knowledge';

const { admin, staff } = seededUsers;

const found = (chunkId: string): FoundChunk => ({
  chunkId,
  dataSourceId: '00000000-0000-4000-8000-00000000d001',
  fileId: '00000000-0000-4000-8000-00000000f001',
  fileName: `${chunkId}.md`,
  position: 0,
  pageNumber: null,
  heading: null,
  text: chunkId,
});

describe('ranking and citing library passages', () => {
  it('fuses rankings by reciprocal rank: a chunk both searches found comes first', () => {
    const byWords = [found('a'), found('b'), found('c')];
    const byMeaning = [found('d'), found('c')];
    expect(fuseRankings([byWords, byMeaning], 3).map((chunk) => chunk.chunkId)).toEqual([
      'c',
      'a',
      'd',
    ]);
  });

  it('names a chunk by library, file and position, and reads that name back', () => {
    const path = chunkCitationPath({ ...found('x'), position: 12 });
    expect(path).toBe(
      'libraries/00000000-0000-4000-8000-00000000d001/files/00000000-0000-4000-8000-00000000f001/chunks/12',
    );
    expect(citedChunkOfPath(path)).toEqual({
      dataSourceId: '00000000-0000-4000-8000-00000000d001',
      fileId: '00000000-0000-4000-8000-00000000f001',
      position: 12,
    });
    expect(citedChunkOfPath('attachments/00000000-0000-4000-8000-00000000f001')).toBeUndefined();
  });
});

describe('FileSearch agents answering from file libraries', () => {
  let server: TestServer;
  let embeddings: FakeEmbeddingsServer;
  beforeAll(async () => {
    // The fake model's concepts: time off, and getting around.
    embeddings = await startFakeEmbeddingsServer([
      ['leave', 'holiday', 'holidays', 'vacation', 'days'],
      ['bicycle', 'bike', 'cycling', 'commute', 'lease'],
    ]);
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await embeddings.close();
  });

  const library = async (name: string, endpointsType: string, deployment: string | null) => {
    const response = await server.as(admin, {
      method: 'POST',
      url: dataSourcePaths.typed('FileLibrary', endpointsType),
      payload: {
        name,
        description: '',
        indexSettings: defaultLibraryIndexSettings,
        embeddingDeploymentName: deployment,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as DataSourceView;
  };
  const upload = async (dataSourceId: string, fileName: string, data: Uint8Array | string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), fileName);
    const encoded = new Response(form);
    const response = await server.as(admin, {
      method: 'POST',
      url: dataSourcePaths.files(dataSourceId),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    return waitForFile(server, dataSourceId, fileName, ['Online', 'Error']);
  };
  /** A published System agent with FileSearch on the libraries, made through the editor's calls. */
  const agentSearching = async (name: string, libraries: readonly DataSourceView[]) => {
    const draft = await server.as(admin, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    });
    const { configStateId } = draft.json().configuration;
    const choices = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.dataSourcesAndCapabilities(configStateId),
    });
    expect(choices.json().dataSources).toEqual(
      expect.arrayContaining(
        libraries.map(({ dataSourceId }) => ({ dataSourceId, name: expect.any(String) })),
      ),
    );
    const configuration: ConfigurationInput = agentConfiguration({
      gptSystemName: name,
      capabilityTypes: ['FileSearch'],
      dataSources: libraries.map(({ dataSourceId, name: libraryName }) => ({
        dataSourceId,
        name: libraryName,
      })),
    });
    const saved = await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: configuration,
    });
    expect(saved.statusCode).toBe(200);
    const created = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.createGptSystem(configStateId),
    });
    expect(created.statusCode).toBe(201);
    const gptSystemId = created.json().gptSystemId as string;
    const published = await server.as(admin, {
      method: 'PUT',
      url: paths.agentManagement.publishing(gptSystemId),
      payload: { publishingState: 'Published' },
    });
    expect(published.statusCode).toBe(200);
    return gptSystemId;
  };

  it('answers from an uploaded PDF and cites its page; the citation opens the passage', async () => {
    const policies = await library('Travel policies', 'Default', null);
    await upload(
      policies.dataSourceId,
      'ferries.pdf',
      pdfWithText(['Ferry crossings are booked through the harbour office.', 'Bring your badge.']),
    );
    const agentId = await agentSearching('Ferry desk', [policies]);
    const { conversationId, segmentId } = await startConversation(
      server,
      staff,
      agentId,
      'Where are ferry crossings booked?',
    );
    const conversation = await server.as(staff, {
      method: 'GET',
      url: paths.userConversations.one(conversationId),
    });
    const [segment] = conversation.json().segments;
    expect(segment.answer).toContain('harbour office');
    const files = await server.as(admin, {
      method: 'GET',
      url: dataSourcePaths.files(policies.dataSourceId),
    });
    const fileId = files.json().items[0].fileId as string;
    const path = `libraries/${policies.dataSourceId}/files/${fileId}/chunks/0`;
    expect(segment.citations).toEqual([{ title: 'ferries.pdf, page 1', path }]);
    const passage = await server.as(staff, {
      method: 'GET',
      url: `${citationPassagePaths.private(conversationId, segmentId)}?path=${path}`,
    });
    expect(passage.json()).toMatchObject({
      title: 'ferries.pdf, page 1',
      fileName: 'ferries.pdf',
      libraryName: 'Travel policies',
      pageNumber: 1,
      text: expect.stringContaining('Ferry crossings are booked through the harbour office.'),
    });
  });

  it('refuses a personal agent that names a library, and offers personal agents none', async () => {
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.personalAgentSettings(),
      payload: { allowUserCreatedGptSystems: true, allowAgentSharing: true, maxAgentsPerUser: 5 },
    });
    const draft = await server.as(staff, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
    });
    const { configStateId } = draft.json().configuration;
    const choices = await server.as(staff, {
      method: 'GET',
      url: paths.configStates.dataSourcesAndCapabilities(configStateId),
    });
    expect(choices.json().dataSources).toEqual([]);
    const list = await server.as(admin, { method: 'GET', url: dataSourcePaths.list() });
    const [first] = list.json().items as DataSourceView[];
    const saved = await server.as(staff, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: agentConfiguration({
        dataSources: [{ dataSourceId: first?.dataSourceId ?? '', name: first?.name ?? '' }],
      }),
    });
    expect(saved.json().errors).toContainEqual({
      field: 'dataSources',
      message:
        "Personal agents cannot search file libraries: the organisation's libraries are for the agents administrators build.",
    });
  });

  it('finds by meaning, on explicit endpoints, a passage that shares no word with the question', async () => {
    const deployment = await server.as(admin, {
      method: 'POST',
      url: deploymentPaths.list(),
      payload: {
        deploymentName: 'embedder',
        provider: 'openai-compatible',
        model: 'fake-embedding',
        baseURL: embeddings.baseURL,
        apiKey: 'sk-embed-1234',
        maxRetries: 0,
        resourceName: null,
        apiVersion: null,
        hipaaCompliant: false,
        availableToPersonalAgents: false,
      },
    });
    expect(deployment.statusCode).toBe(201);
    const benefits = await library('Benefits', 'Explicit', 'embedder');
    await upload(benefits.dataSourceId, 'cycling.md', 'Staff may lease a bicycle to commute.');
    await upload(benefits.dataSourceId, 'holidays.md', 'Everyone has 25 days of annual leave.');
    const agentId = await agentSearching('Benefits desk', [benefits]);
    const { conversationId } = await startConversation(
      server,
      staff,
      agentId,
      'How much vacation do I get?',
    );
    const [segment] = (
      await server.as(staff, { method: 'GET', url: paths.userConversations.one(conversationId) })
    ).json().segments;
    const view = (
      await server.as(admin, { method: 'GET', url: dataSourcePaths.one(benefits.dataSourceId) })
    ).json() as DataSourceView;
    if (onPostgres) {
      // Debian's PostgreSQL 15 has no pgvector: words alone, and the console says why.
      expect(view.search).toEqual({
        fullText: true,
        vector: false,
        vectorUnavailable:
          'The database has no pgvector extension: the library is searched by words only.',
      });
      expect(segment.citations).toEqual([]);
      return;
    }
    expect(view.search).toEqual({ fullText: true, vector: true, vectorUnavailable: null });
    expect(segment.citations.map((citation: { title: string }) => citation.title)).toEqual([
      'holidays.md',
      'cycling.md',
    ]);
    expect(segment.answer).toContain('25 days of annual leave');
    expect(embeddings.requests.at(-1)).toEqual({
      input: ['How much vacation do I get?'],
      authorization: 'Bearer sk-embed-1234',
    });
  });
});
