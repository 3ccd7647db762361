import { citationPassagePaths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { citationPassagesApi } from './citation-passages';

const passage = {
  title: 'ferries.pdf, page 2',
  fileName: 'ferries.pdf',
  libraryName: 'Travel policies',
  pageNumber: 2,
  heading: null,
  text: 'Ferry crossings are booked through the harbour office.',
};
const path = 'libraries/d/files/f/chunks/3';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => sendJson(response, 200, passage));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });

describe('the passage a citation opens (issue 16)', () => {
  it("reads a signed-in user's cited passage by its path", async () => {
    const result = await storeFor().dispatch(
      citationPassagesApi.endpoints.getCitationPassage.initiate({
        conversationId: 'c1',
        conversationSegmentId: 's1',
        path,
      }),
    );
    expect(result.data).toEqual(passage);
    const url = new URL(server.requests[0]?.url ?? '', server.url);
    expect(url.pathname).toBe(citationPassagePaths.private('c1', 's1'));
    expect(url.searchParams.get('path')).toBe(path);
  });

  it("reads a public visitor's from the publicConversations path", async () => {
    await storeFor().dispatch(
      citationPassagesApi.endpoints.getCitationPassage.initiate({
        conversationId: 'c1',
        conversationSegmentId: 's1',
        path,
        audience: 'public',
      }),
    );
    const url = new URL(server.requests[0]?.url ?? '', server.url);
    expect(url.pathname).toBe(citationPassagePaths.public('c1', 's1'));
  });
});
