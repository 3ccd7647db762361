import { guidelinesMessages, guidelinesPaths } from '@parley/api-contract';
import type { AdminGuidelinesDocument } from '@parley/api-contract';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { guidelinesAdminApi } from './guidelines-api';

const section = (sectionId: string) => ({ sectionId, title: sectionId, content: 'Text.' });
const document = (version: number, sectionIds: string[]): AdminGuidelinesDocument => ({
  guidelinesDocumentId: 'doc-1',
  title: 'Acceptable use',
  requireConsent: true,
  version,
  sections: sectionIds.map(section),
  agents: [],
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

let server: TestServer;
/** The answer to a reorder, given when the test says (`answerOrder`). */
let heldOrder: ServerResponse | undefined;
let orderAnswer: { status: number; body: unknown } = { status: 200, body: document(2, ['b', 'a']) };

function guidelinesServer(request: RecordedRequest, response: ServerResponse) {
  if (request.url === guidelinesPaths.sectionOrder('doc-1')) {
    heldOrder = response;
    return;
  }
  if (request.url === guidelinesPaths.sections('doc-1')) {
    return sendJson(response, 200, document(2, ['a', 'b', 'c']));
  }
  return sendJson(response, 200, document(1, ['a', 'b']));
}

const answerOrder = () => {
  if (!heldOrder) throw new Error('No reorder is waiting.');
  sendJson(heldOrder, orderAnswer.status, orderAnswer.body);
  heldOrder = undefined;
};

async function storeWithDocument() {
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  const { getAdminGuidelinesDocument } = guidelinesAdminApi.endpoints;
  await store.dispatch(getAdminGuidelinesDocument.initiate('doc-1'));
  const cached = () => getAdminGuidelinesDocument.select('doc-1')(store.getState()).data;
  const order = () => cached()?.sections.map((each) => each.sectionId);
  return { store, cached, order };
}

beforeAll(async () => {
  server = await startTestServer(guidelinesServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  orderAnswer = { status: 200, body: document(2, ['b', 'a']) };
});

describe('guidelines calls (console)', () => {
  it('shows a new order at once, then the document the server answers with', async () => {
    const { store, cached, order } = await storeWithDocument();
    const moved = store.dispatch(
      guidelinesAdminApi.endpoints.orderGuidelinesSections.initiate({
        guidelinesDocumentId: 'doc-1',
        sectionIds: ['b', 'a'],
      }),
    );
    expect(order()).toEqual(['b', 'a']);
    await until(() => heldOrder !== undefined);
    answerOrder();
    await moved;
    await until(() => cached()?.version === 2);
    expect(order()).toEqual(['b', 'a']);
  });

  it('puts the order back when the server refuses it, and reads the document again', async () => {
    orderAnswer = { status: 409, body: { message: guidelinesMessages.sectionOrderMismatch } };
    const { store, order } = await storeWithDocument();
    const moved = store.dispatch(
      guidelinesAdminApi.endpoints.orderGuidelinesSections.initiate({
        guidelinesDocumentId: 'doc-1',
        sectionIds: ['b', 'a'],
      }),
    );
    expect(order()).toEqual(['b', 'a']);
    await until(() => heldOrder !== undefined);
    answerOrder();
    expect((await moved).error).toMatchObject({ status: 409 });
    expect(order()).toEqual(['a', 'b']);
    await until(() => server.requestsTo(guidelinesPaths.document('doc-1'), 'GET').length === 2);
  });

  it('keeps the document a change answers with, without reading it again', async () => {
    const { store, cached } = await storeWithDocument();
    await store.dispatch(
      guidelinesAdminApi.endpoints.addGuidelinesSection.initiate({
        guidelinesDocumentId: 'doc-1',
        section: { title: 'c', content: 'Text.' },
      }),
    );
    await until(() => cached()?.version === 2);
    expect(cached()).toEqual(document(2, ['a', 'b', 'c']));
    expect(server.requestsTo(guidelinesPaths.document('doc-1'), 'GET')).toHaveLength(1);
  });

  it('refuses a section breaking the rules before sending it, in the contract’s words', async () => {
    const { store } = await storeWithDocument();
    const result = await store.dispatch(
      guidelinesAdminApi.endpoints.addGuidelinesSection.initiate({
        guidelinesDocumentId: 'doc-1',
        section: { title: ' ', content: 'Text.' },
      }),
    );
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      data: [{ field: 'title', message: guidelinesMessages.sectionTitleRequired }],
    });
    expect(server.requestsTo(guidelinesPaths.sections('doc-1'), 'POST')).toEqual([]);
  });
});
