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
const consentToDoc1 = { guidelinesDocumentId: 'doc-1', consentedAt: '2026-11-22T05:00:00.000Z' };
/** How many times each consent list was asked for. */
let listRequests = 0;

/**
 * Lists no consent the first time and never answers again, so what the cached list holds after a
 * consent is what the mutation put there, not a refetch.
 */
function consentServer(request: RecordedRequest, response: ServerResponse) {
  if (
    request.url === paths.currentUser.guidelinesConsents() ||
    request.url === paths.publicConversations.guidelinesConsents('session-1')
  ) {
    listRequests += 1;
    if (listRequests === 1) sendJson(response, 200, { items: [] });
    return;
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
});

async function storeWithUserConsents() {
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  await store.dispatch(currentUserApi.endpoints.getGuidelinesConsents.initiate());
  const consents = () =>
    currentUserApi.endpoints.getGuidelinesConsents.select()(store.getState()).data?.items;
  return { store, consents };
}

describe('guidelines consent (chat-spec section 5)', () => {
  it("adds the consent to the user's cached consents at once, once however often it is given", async () => {
    const { store, consents } = await storeWithUserConsents();
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-1'));
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-1'));
    await until(() => consents()?.length === 1);
    expect(consents()).toEqual([consentToDoc1]);
  });

  it('asks the server for the consents again after a consent', async () => {
    const { store } = await storeWithUserConsents();
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-1'));
    await until(() => listRequests === 2);
    expect(listRequests).toBe(2);
  });

  it('records nothing when the server refuses the consent', async () => {
    const { store, consents } = await storeWithUserConsents();
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-2'));
    expect(consents()).toEqual([]);
  });
});

describe('public guidelines consent', () => {
  it("records an anonymous visitor's consent on their session and adds it to the session's cached consents", async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const { getPublicGuidelinesConsents, consentToPublicGuidelines } = guidelinesApi.endpoints;
    await store.dispatch(getPublicGuidelinesConsents.initiate('session-1'));
    await store.dispatch(
      consentToPublicGuidelines.initiate({
        sessionIdentifier: 'session-1',
        guidelinesDocumentId: 'doc-1',
      }),
    );
    expect(
      server.requestsTo(paths.publicConversations.guidelinesConsent('session-1', 'doc-1'), 'POST'),
    ).toHaveLength(1);
    const consents = () =>
      getPublicGuidelinesConsents.select('session-1')(store.getState()).data?.items;
    await until(() => consents()?.length === 1);
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
