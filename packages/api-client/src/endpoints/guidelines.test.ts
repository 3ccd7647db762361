import { paths } from '@parley/api-contract';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { currentUserApi } from './current-user';
import { guidelinesApi } from './guidelines';

let server: TestServer;
const consentToDoc1 = {
  guidelinesDocumentId: 'doc-1',
  version: 2,
  consentedAt: '2026-11-22T05:00:00.000Z',
};
/** How many times each consent list, and the document, were asked for. */
let listRequests = 0;
let documentRequests = 0;

/**
 * Lists a consent to doc-1's version 1 the first time and never answers again, so what the cached
 * list holds after a consent is what the mutation put there, not a refetch. Consents to doc-1
 * at version 2, refuses doc-3 as changed since it was read (409).
 */
function consentServer(request: RecordedRequest, response: ServerResponse) {
  if (
    request.url === paths.currentUser.guidelinesConsents() ||
    request.url === paths.publicConversations.guidelinesConsents('session-1')
  ) {
    listRequests += 1;
    if (listRequests === 1) sendJson(response, 200, { items: [{ ...consentToDoc1, version: 1 }] });
    return;
  }
  if (request.url === paths.guidelinesDocuments.public('doc-3')) {
    documentRequests += 1;
    return sendJson(response, 200, {
      guidelinesDocumentId: 'doc-3',
      title: 'Changed',
      requireConsent: true,
      version: 4,
      sections: [],
    });
  }
  if (request.url === paths.guidelinesDocuments.consent('doc-3')) {
    return sendJson(response, 409, { message: 'These guidelines changed.' });
  }
  if (
    request.url === paths.guidelinesDocuments.consent('doc-1') ||
    request.url === paths.publicConversations.guidelinesConsent('session-1', 'doc-1')
  ) {
    return sendJson(response, 200, consentToDoc1);
  }
  return sendJson(response, 403, { message: 'no access' });
}

beforeAll(async () => {
  server = await startTestServer(consentServer);
});
afterAll(() => server.close());
afterEach(() => {
  listRequests = 0;
  documentRequests = 0;
});

const doc1 = { guidelinesDocumentId: 'doc-1', version: 2 };

async function storeWithUserConsents() {
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  await store.dispatch(currentUserApi.endpoints.getGuidelinesConsents.initiate());
  const consents = () =>
    currentUserApi.endpoints.getGuidelinesConsents.select()(store.getState()).data?.items;
  return { store, consents };
}

describe('guidelines consent (chat-spec section 5)', () => {
  it("puts the consent in the user's cached consents at once, in place of one to an earlier version, once however often it is given", async () => {
    const { store, consents } = await storeWithUserConsents();
    expect(consents()).toEqual([{ ...consentToDoc1, version: 1 }]);
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate(doc1));
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate(doc1));
    expect(consents()).toEqual([consentToDoc1]);
  });

  it('sends the version the user read, and asks the server for the consents again after', async () => {
    const { store } = await storeWithUserConsents();
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate(doc1));
    await until(() => listRequests === 2);
    expect(listRequests).toBe(2);
    const [consent] = server.requestsTo(paths.guidelinesDocuments.consent('doc-1'), 'POST');
    expect(consent?.body).toBe(JSON.stringify({ version: 2 }));
  });

  it('adds nothing to the consents when the server refuses the consent, and reads them again', async () => {
    const { store, consents } = await storeWithUserConsents();
    await store.dispatch(
      guidelinesApi.endpoints.consentToGuidelines.initiate({
        guidelinesDocumentId: 'doc-2',
        version: 1,
      }),
    );
    expect(consents()).toEqual([{ ...consentToDoc1, version: 1 }]);
    await until(() => listRequests === 2);
  });

  it('reloads the document and the consents when the server answers that the document changed while the user read it (409)', async () => {
    const { store, consents } = await storeWithUserConsents();
    const { getGuidelinesDocument, consentToGuidelines } = guidelinesApi.endpoints;
    await store.dispatch(getGuidelinesDocument.initiate('doc-3'));
    const refused = await store.dispatch(
      consentToGuidelines.initiate({ guidelinesDocumentId: 'doc-3', version: 3 }),
    );
    expect(refused.error).toMatchObject({ status: 409 });
    await until(() => documentRequests === 2 && listRequests === 2);
    expect(consents()).toEqual([{ ...consentToDoc1, version: 1 }]);
  });
});

describe('public guidelines consent', () => {
  it("records an anonymous visitor's consent on their session and adds it to the session's cached consents", async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const { getPublicGuidelinesConsents, consentToPublicGuidelines } = guidelinesApi.endpoints;
    await store.dispatch(getPublicGuidelinesConsents.initiate('session-1'));
    await store.dispatch(
      consentToPublicGuidelines.initiate({ ...doc1, sessionIdentifier: 'session-1' }),
    );
    expect(
      server.requestsTo(paths.publicConversations.guidelinesConsent('session-1', 'doc-1'), 'POST'),
    ).toHaveLength(1);
    const consents = () =>
      getPublicGuidelinesConsents.select('session-1')(store.getState()).data?.items;
    await until(() => consents()?.[0]?.version === 2);
    expect(consents()).toEqual([consentToDoc1]);
  });

  it("reads the consents a visitor's session gave before, so a reload does not ask again", async () => {
    server.respond((request, response) => sendJson(response, 200, { items: [consentToDoc1] }));
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const { data } = await store.dispatch(
      guidelinesApi.endpoints.getPublicGuidelinesConsents.initiate('session-1'),
    );
    server.respond(consentServer);
    expect(data?.items).toEqual([consentToDoc1]);
  });
});
