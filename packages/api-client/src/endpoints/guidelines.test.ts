import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { guidelinesApi } from './guidelines';

let server: TestServer;
const consentToDoc1 = { guidelinesDocumentId: 'doc-1', consentedAt: '2026-11-22T05:00:00.000Z' };

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url === paths.publicConversations.guidelinesConsents('session-1')
      ? sendJson(response, 200, { items: [consentToDoc1] })
      : request.url === paths.guidelinesDocuments.consent('doc-1') ||
          request.url === paths.publicConversations.guidelinesConsent('session-1', 'doc-1')
        ? sendJson(response, 200, consentToDoc1)
        : sendJson(response, 403, { message: 'no access' }),
  );
});
afterAll(() => server.close());

describe('guidelines consent (chat-spec section 5)', () => {
  it('records the consent in the chat-stream state once, however often it is given', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-1'));
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-1'));
    expect(store.getState().chatStream.guidelinesDocumentConsent).toEqual(['doc-1']);
  });

  it('records nothing when the server refuses the consent', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    await store.dispatch(guidelinesApi.endpoints.consentToGuidelines.initiate('doc-2'));
    expect(store.getState().chatStream.guidelinesDocumentConsent).toEqual([]);
  });
});

describe('public guidelines consent', () => {
  it("records an anonymous visitor's consent on their session, then in the chat-stream state", async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    await store.dispatch(
      guidelinesApi.endpoints.consentToPublicGuidelines.initiate({
        sessionIdentifier: 'session-1',
        guidelinesDocumentId: 'doc-1',
      }),
    );
    expect(
      server.requestsTo(paths.publicConversations.guidelinesConsent('session-1', 'doc-1'), 'POST'),
    ).toHaveLength(1);
    expect(store.getState().chatStream.guidelinesDocumentConsent).toEqual(['doc-1']);
  });

  it("reads the consents a visitor's session gave before, so a reload does not ask again", async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const { data } = await store.dispatch(
      guidelinesApi.endpoints.getPublicGuidelinesConsents.initiate('session-1'),
    );
    expect(data?.items).toEqual([consentToDoc1]);
  });
});
