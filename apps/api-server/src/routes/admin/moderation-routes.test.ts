import {
  actions,
  auditEntityTypes,
  moderationMessages,
  moderationPaths,
  moderationReportPaths,
  paths,
  reportMessages,
} from '@parley/api-contract';
import type { ModerationDecisionInput, NewModerationReport } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gptSystems, moderationReports, users } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { userHolding } from '../../test-support/brand-test-support';
import { askInConversation, startConversation } from '../../test-support/event-stream-client';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff, moderator } = seededUsers;
const notesId = '00000000-0000-4000-8000-0000000018a1';
const recipesId = '00000000-0000-4000-8000-0000000018a2';

describe('moderation of personal agents (admin-spec sections 2, 4, 5 and 7; issue 18)', () => {
  let server: TestServer;
  let readerOnly: string;

  beforeAll(async () => {
    server = await startTestServer();
    await setPersonalAgents(true);
    await insertPersonalAgent(server, notesId, { publishingState: 'Published' });
    await insertPersonalAgent(server, recipesId, {
      name: "Sam's recipes",
      publishingState: 'Published',
    });
    for (const userName of [admin, moderator]) {
      for (const id of [notesId, recipesId]) {
        await server.as(userName, {
          method: 'POST',
          url: paths.currentUser.gptSystemSharedWithMe(id),
        });
      }
    }
    readerOnly = await userHolding(server, 'reader', [actions.ModerationRead, actions.AgentRead]);
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    await server.database.db.delete(moderationReports);
    await server.database.db
      .update(gptSystems)
      .set({ moderationStatus: 'None' })
      .where(eq(gptSystems.ownerUserId, seedIds.users.staff));
    await setOwner({ isBannedFromCreatingAgents: false, isBannedFromSharingAgents: false });
  });

  const setPersonalAgents = (allowUserCreatedGptSystems: boolean) =>
    server.as(admin, {
      method: 'PUT',
      url: paths.admin.personalAgentSettings(),
      payload: { allowUserCreatedGptSystems, allowAgentSharing: true, maxAgentsPerUser: null },
    });
  const setOwner = (settings: {
    isBannedFromCreatingAgents: boolean;
    isBannedFromSharingAgents: boolean;
  }) => server.database.db.update(users).set(settings).where(eq(users.userId, seedIds.users.staff));
  const report = (userName: string, body: NewModerationReport) =>
    server.as(userName, { method: 'POST', url: moderationReportPaths.report(), payload: body });
  const reported = async (userName: string, body: NewModerationReport): Promise<string> => {
    const response = await report(userName, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().moderationReportId;
  };
  /** A decision, with a note unless `body` has one (notes are required). */
  const decide = (
    id: string,
    body: Omit<ModerationDecisionInput, 'moderationNotes'> & { moderationNotes?: string },
    userName: string = moderator,
  ) =>
    server.as(userName, {
      method: 'POST',
      url: moderationPaths.decision(id),
      payload: { moderationNotes: 'Reviewed.', ...body },
    });
  const read = async (id: string) =>
    (await server.as(moderator, { method: 'GET', url: moderationPaths.one(id) })).json();
  const list = async (reportStatus = 'Open') =>
    (
      await server.as(moderator, {
        method: 'GET',
        url: `${moderationPaths.list()}?reportStatus=${reportStatus}`,
      })
    ).json().items as { moderationReportId: string; reportStatus: string }[];
  const openCount = async () =>
    (await server.as(moderator, { method: 'GET', url: moderationPaths.openCount() })).json().count;
  const available = async (userName: string) =>
    (await server.as(userName, { method: 'GET', url: paths.currentUser.availableGptSystems() }))
      .json()
      .items.map((agent: { gptSystemId: string }) => agent.gptSystemId);

  describe('reporting', () => {
    it('stores a report of an agent shared with the reporter, with their newest conversation', async () => {
      const chat = await startConversation(server, moderator, notesId, 'Hello');
      const id = await reported(moderator, {
        gptSystemId: notesId,
        reportReason: 'Misinformation',
        details: '  It made things up.  ',
      });
      const body = await read(id);
      expect(body).toMatchObject({
        reportStatus: 'Open',
        reportReason: 'Misinformation',
        details: 'It made things up.',
        submittedBy: { displayName: 'Morgan Moderator' },
        conversationId: chat.conversationId,
        gptReference: { gptSystemId: notesId, name: "Sam's notes", moderationStatus: 'None' },
        systemOwner: { displayName: 'Sam Staff' },
        reportMetrics: { agentReportCount: 1, ownerReportCount: 1, ownerAgentCount: 2 },
        personalAgentSettings: {
          isBannedFromCreatingAgents: false,
          isBannedFromSharingAgents: false,
        },
        moderationDecision: null,
      });
    });

    it('refuses the owner, a system agent, an agent not shared and a conversation not theirs, saying why', async () => {
      const own = await report(staff, { gptSystemId: notesId, reportReason: 'Other' });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(reportMessages.ownAgent);

      const system = await report(moderator, {
        gptSystemId: seedIds.agents.assistant,
        reportReason: 'Other',
      });
      expect(system.statusCode).toBe(400);
      expect(system.json().message).toBe(reportMessages.notPersonal);

      const notShared = await report(readerOnly, { gptSystemId: notesId, reportReason: 'Other' });
      expect(notShared.statusCode).toBe(404);
      expect(notShared.json().message).toBe(reportMessages.notShared);

      const theirs = await startConversation(server, admin, notesId, 'Mine');
      const foreign = await report(moderator, {
        gptSystemId: notesId,
        conversationId: theirs.conversationId,
        reportReason: 'Other',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(reportMessages.conversationNotFound);
      expect(await openCount()).toBe(0);
    });

    it('refuses reports and the console calls while personal agents are switched off', async () => {
      await setPersonalAgents(false);
      try {
        const refused = await report(moderator, { gptSystemId: notesId, reportReason: 'Other' });
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe(reportMessages.switchedOff);
        const listed = await server.as(moderator, { method: 'GET', url: moderationPaths.list() });
        expect(listed.statusCode).toBe(404);
        expect(listed.json().message).toBe(moderationMessages.switchedOff);
      } finally {
        await setPersonalAgents(true);
      }
    });
  });

  describe('reading', () => {
    it('lists open reports by most reported agent, then oldest, with the reasons counted', async () => {
      const first = await reported(moderator, { gptSystemId: recipesId, reportReason: 'Other' });
      const second = await reported(moderator, {
        gptSystemId: notesId,
        reportReason: 'Misinformation',
      });
      const third = await reported(admin, { gptSystemId: notesId, reportReason: 'Misinformation' });
      const fourth = await reported(admin, { gptSystemId: notesId, reportReason: 'SexualContent' });
      const items = await list();
      expect(items.map((item) => item.moderationReportId)).toEqual([second, third, fourth, first]);
      expect(items[0]).toMatchObject({
        reportStatus: 'Open',
        agentOpenReportCount: 3,
        agentReasons: [
          { reportReason: 'Misinformation', count: 2 },
          { reportReason: 'SexualContent', count: 1 },
        ],
      });
      expect(await openCount()).toBe(4);
      expect(await list('Resolved')).toEqual([]);
    });

    it('answers the last 10 messages of the selected branch of the reported conversation', async () => {
      let chat = await startConversation(server, moderator, recipesId, 'Question 1');
      const { conversationId } = chat;
      for (let n = 2; n <= 12; n += 1) {
        chat = await askInConversation(
          server,
          moderator,
          conversationId,
          `Question ${n}`,
          chat.segmentId,
        );
      }
      const id = await reported(moderator, {
        gptSystemId: recipesId,
        conversationId,
        reportReason: 'HarmfulContent',
      });
      const response = await server.as(moderator, {
        method: 'GET',
        url: moderationPaths.conversation(id),
      });
      expect(response.statusCode).toBe(200);
      const segments = response.json().conversationSegments as { question: string }[];
      expect(segments.map((segment) => segment.question)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Question ${index + 3}`),
      );
    });

    it('refuses the reports to a user without ModerationRead', async () => {
      const id = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      for (const url of [
        moderationPaths.list(),
        moderationPaths.one(id),
        moderationPaths.openCount(),
      ]) {
        expect((await server.as(staff, { method: 'GET', url })).statusCode).toBe(403);
      }
      expect(
        (await server.as(readerOnly, { method: 'GET', url: moderationPaths.one(id) })).statusCode,
      ).toBe(200);
    });
  });

  describe('deciding', () => {
    it('needs ModerationWrite', async () => {
      const id = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      const refused = await decide(
        id,
        { agentModerationAction: 'TakeNoAction', userModerationAction: 'TakeNoAction' },
        readerOnly,
      );
      expect(refused.statusCode).toBe(403);
      expect((await read(id)).reportStatus).toBe('Open');
    });

    it('closes only this report with TakeNoAction, or every open report of the agent in bulk', async () => {
      const one = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      const two = await reported(admin, { gptSystemId: notesId, reportReason: 'Other' });
      const three = await reported(admin, { gptSystemId: notesId, reportReason: 'Misinformation' });
      const other = await reported(admin, { gptSystemId: recipesId, reportReason: 'Other' });
      const single = await decide(one, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
        moderationNotes: 'Harmless.',
      });
      expect(single.statusCode).toBe(200);
      expect(single.json()).toMatchObject({
        reportStatus: 'Resolved',
        moderationDecision: {
          agentModerationAction: 'TakeNoAction',
          userModerationAction: 'TakeNoAction',
          notes: 'Harmless.',
          moderator: { displayName: 'Morgan Moderator' },
        },
      });
      expect((await read(two)).reportStatus).toBe('Open');

      const bulk = await decide(two, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
        isBulkResolution: true,
      });
      expect(bulk.statusCode).toBe(200);
      expect((await read(three)).reportStatus).toBe('Resolved');
      expect((await read(other)).reportStatus).toBe('Open');
      expect(await openCount()).toBe(1);
      expect((await list('Resolved')).map((item) => item.moderationReportId).sort()).toEqual(
        [one, two, three].sort(),
      );
    });

    it('bans the agent for good: every open report of it resolved, and it answers no one', async () => {
      const one = await reported(moderator, {
        gptSystemId: notesId,
        reportReason: 'HarmfulContent',
      });
      const two = await reported(admin, { gptSystemId: notesId, reportReason: 'Other' });
      const banned = await decide(one, {
        agentModerationAction: 'BanAgent',
        userModerationAction: 'TakeNoAction',
        isBulkResolution: false,
      });
      expect(banned.statusCode).toBe(200);
      expect(banned.json().gptReference.moderationStatus).toBe('Banned');
      expect((await read(two)).moderationDecision).toMatchObject({
        agentModerationAction: 'BanAgent',
      });

      const asked = await server.as(moderator, {
        method: 'POST',
        url: `/api/internal/userConversations/byGptSystemId/${notesId}`,
        payload: { question: 'Still there?', session: { sessionIdentifier: 'test-session' } },
      });
      expect(asked.statusCode).toBe(403);
      const owner = await server.as(staff, {
        method: 'POST',
        url: `/api/internal/userConversations/byGptSystemId/${notesId}`,
        payload: { question: 'Mine?', session: { sessionIdentifier: 'test-session' } },
      });
      expect(owner.statusCode).toBe(403);

      const again = await reported(admin, { gptSystemId: notesId, reportReason: 'Other' });
      const twice = await decide(again, {
        agentModerationAction: 'BanAgent',
        userModerationAction: 'TakeNoAction',
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(moderationMessages.agentAlreadyBanned);
    });

    it('blocks the creator from sharing: their agents leave their recipients and cannot be shared again', async () => {
      const id = await reported(moderator, { gptSystemId: recipesId, reportReason: 'Other' });
      const next = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      expect(await available(moderator)).toContain(recipesId);
      const blocked = await decide(id, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'BlockAgentSharing',
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().personalAgentSettings).toEqual({
        isBannedFromCreatingAgents: false,
        isBannedFromSharingAgents: true,
      });
      expect(await available(moderator)).not.toContain(recipesId);
      const details = await server.as(staff, { method: 'GET', url: paths.currentUser.details() });
      expect(details.json().personalAgentSettings.isBannedFromSharingAgents).toBe(true);

      // Blocking sharing again is not offered, and the server refuses it with the helper text.
      expect(await available(moderator)).not.toContain(notesId);
      const refused = await decide(next, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'BlockAgentSharing',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(moderationMessages.alreadyBlockedFromSharing);
      expect((await read(next)).reportStatus).toBe('Open');
    });

    it('blocks the creator from creating: offered only while they can create, and hides their shared agents', async () => {
      const id = await reported(moderator, { gptSystemId: recipesId, reportReason: 'Other' });
      const next = await reported(admin, { gptSystemId: notesId, reportReason: 'Other' });
      const blocked = await decide(id, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'BlockAgentCreation',
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().personalAgentSettings.isBannedFromCreatingAgents).toBe(true);
      expect(await available(moderator)).not.toContain(recipesId);
      const draft = await server.as(staff, {
        method: 'POST',
        url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
      });
      expect(draft.statusCode).toBe(403);

      for (const userModerationAction of ['BlockAgentCreation', 'BlockAgentSharing'] as const) {
        const refused = await decide(next, {
          agentModerationAction: 'TakeNoAction',
          userModerationAction,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(moderationMessages.alreadyBlockedFromCreating);
      }
    });

    it('answers 409 with the reason for a report another moderator resolved meanwhile', async () => {
      const id = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      const decision = {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
      } as const;
      const [first, second] = await Promise.all([
        decide(id, decision, moderator),
        decide(id, decision, admin),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const late = first.statusCode === 409 ? first : second;
      expect(late.json().message).toBe(moderationMessages.alreadyResolved);
    });

    it('audits every decision with what it changed', async () => {
      const id = await reported(moderator, { gptSystemId: recipesId, reportReason: 'Other' });
      await decide(id, {
        agentModerationAction: 'BanAgent',
        userModerationAction: 'BlockAgentSharing',
        moderationNotes: 'Repeated abuse.',
      });
      const audit = await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=${auditEntityTypes.moderationReport}&aggregateRootId=${id}`,
      });
      expect(audit.statusCode).toBe(200);
      const [entry] = audit.json().items;
      expect(entry).toMatchObject({ domainOperation: 'DecisionSubmitted', userName: moderator });
      expect(JSON.stringify(entry)).toContain('Repeated abuse.');
      expect(JSON.stringify(entry)).toContain('Banned');
    });

    it('refuses a decision without a note, and notes over 500 characters with the spec’s message', async () => {
      const id = await reported(moderator, { gptSystemId: notesId, reportReason: 'Other' });
      const noNote = await decide(id, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
        moderationNotes: '  ',
      });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.body).toContain(moderationMessages.notesRequired);
      const refused = await decide(id, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
        moderationNotes: 'x'.repeat(501),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(moderationMessages.notesTooLong);
      const accepted = await decide(id, {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'TakeNoAction',
        moderationNotes: 'x'.repeat(500),
      });
      expect(accepted.statusCode).toBe(200);
    });
  });
});
