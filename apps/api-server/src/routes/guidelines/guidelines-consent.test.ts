import { guidelinesConsentMessages, guidelinesPaths, paths } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gptSystems } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import {
  newSession,
  startPublicConversation,
} from '../public-conversations/testing/public-visitor';

const documentId = seedIds.guidelines.acceptableUse;
/** The seeded document's first section. */
const firstSection = '00000000-0000-4000-8000-000000000311';

/**
 * A consent counts only for the version it accepted: every change to a document raises its
 * version, and chat asks everyone to accept the changed document again (a user and an anonymous
 * public-chat session alike).
 */
describe('guidelines consent to a version', () => {
  let server: TestServer;
  let edits = 0;
  beforeAll(async () => {
    server = await startTestServer();
    await server.database.db
      .update(gptSystems)
      .set({ publicEndpoint: 'policy', publicEndpointEnabled: true })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.policyGuide));
  });
  afterAll(() => server.close());

  /** The administrator changes the document's first section: a new version. */
  const editDocument = async () => {
    edits += 1;
    const edited = await server.as(seededUsers.admin, {
      method: 'PUT',
      url: guidelinesPaths.section(documentId, firstSection),
      payload: { title: 'What you may share', content: `Edited ${edits} time(s).` },
    });
    expect(edited.statusCode).toBe(200);
    return edited.json().version as number;
  };
  const publicVersion = async () =>
    (
      await server.app.inject({ method: 'GET', url: paths.guidelinesDocuments.public(documentId) })
    ).json().version as number;

  it('carries the version in the public GET, raised by each change', async () => {
    const before = await publicVersion();
    expect(await editDocument()).toBe(before + 1);
    expect(await publicVersion()).toBe(before + 1);
  });

  it('asks a user who consented to consent again after a change, and records which version each consent accepted', async () => {
    const user = seededUsers.moderator;
    const consent = (body?: { version: number }) =>
      server.as(user, {
        method: 'POST',
        url: paths.guidelinesDocuments.consent(documentId),
        ...(body ? { payload: body } : {}),
      });
    const consents = async () =>
      (await server.as(user, { method: 'GET', url: paths.currentUser.guidelinesConsents() })).json()
        .items;
    const ask = () =>
      server.as(user, {
        method: 'POST',
        url: paths.userConversations.byGptSystemId(seedIds.agents.policyGuide),
        payload: { question: 'May I share passwords?', session: { sessionIdentifier: 's' } },
      });

    const first = await publicVersion();
    const never = await ask();
    expect(never.statusCode).toBe(403);
    expect(never.json().message).toBe(guidelinesConsentMessages.required);
    const accepted = await consent({ version: first });
    expect(accepted.json()).toEqual({
      guidelinesDocumentId: documentId,
      version: first,
      consentedAt: expect.any(String),
    });
    // Recorded once per version: a repeat answers the first record.
    expect((await consent()).json()).toEqual(accepted.json());
    expect(await consents()).toEqual([accepted.json()]);
    expect((await ask()).statusCode).toBe(200);

    const second = await editDocument();
    expect(await consents()).toEqual([]);
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(guidelinesConsentMessages.changed);

    // Accepting what the user read before the change is refused: they have not read this one.
    const stale = await consent({ version: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(guidelinesConsentMessages.stale);
    expect(await consents()).toEqual([]);

    const again = await consent({ version: second });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(second);
    expect(await consents()).toEqual([again.json()]);
    expect((await ask()).statusCode).toBe(200);
  });

  it('asks a public-chat session that consented to consent again after a change', async () => {
    const session = await newSession(server, 'policy');
    const consent = (body?: { version: number }) =>
      server.app.inject({
        method: 'POST',
        url: paths.publicConversations.guidelinesConsent(session, documentId),
        ...(body ? { payload: body } : {}),
      });
    const consents = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: paths.publicConversations.guidelinesConsents(session),
        })
      ).json().items;

    const first = await publicVersion();
    const accepted = await consent();
    expect(accepted.json().version).toBe(first);
    expect((await startPublicConversation(server, session, 'Hi', 'policy')).statusCode).toBe(200);

    const second = await editDocument();
    expect(await consents()).toEqual([]);
    const refused = await startPublicConversation(server, session, 'Hi', 'policy');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(guidelinesConsentMessages.changed);
    const stale = await consent({ version: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(guidelinesConsentMessages.stale);

    const again = await consent({ version: second });
    expect(await consents()).toEqual([again.json()]);
    expect((await startPublicConversation(server, session, 'Hi', 'policy')).statusCode).toBe(200);
  });
});
