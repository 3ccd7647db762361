import { identiconFileName, limits, paths } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gptSystems, users } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { agentAvatarMessages, identiconSvg } from '../../domain/agent-avatar';
import { multipartRequest } from '../../test-support/upload-test-support';
import {
  agentConfiguration,
  insertPersonalAgent,
  seededUsers,
  startTestServer,
} from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { configStateAvatarMessages } from '../config-states/config-state-avatar-routes';
import { agentManagementMessages } from './managed-agent';

const { admin, staff, moderator } = seededUsers;
const notesId = '00000000-0000-4000-8000-0000000009d1';
const bannedId = '00000000-0000-4000-8000-0000000009d2';
const systemAgentId = seedIds.agents.assistant;

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const scriptedSvg =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('an agent’s look: prompts and avatar (chat-spec section 7, common management)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertPersonalAgent(server, notesId);
    await insertPersonalAgent(server, bannedId, { moderationStatus: 'Banned' });
  });
  afterAll(() => server.close());

  const prompts = (userName: string, gptSystemId = notesId) =>
    server.as(userName, { method: 'GET', url: paths.agentManagement.prompts(gptSystemId) });
  const addPrompt = (userName: string, payload: object, gptSystemId = notesId) =>
    server.as(userName, {
      method: 'POST',
      url: paths.agentManagement.prompts(gptSystemId),
      payload,
    });
  const uploadAvatar = async (
    userName: string,
    file: { fileName: string; type: string; data: Uint8Array | string },
    gptSystemId = notesId,
  ) =>
    server.as(
      userName,
      await multipartRequest(paths.agentManagement.avatar(gptSystemId), { file }),
    );
  const avatarOf = (gptSystemId: string, version: number | string) =>
    server.app.inject({
      method: 'GET',
      url: paths.gptSystems.avatar(gptSystemId, Number(version)),
    });
  const auditOf = async (gptSystemId: string) =>
    (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?aggregateRootId=${gptSystemId}`,
      })
    ).json().items as { domainOperation: string; details: { before: unknown; after: unknown } }[];

  it('lets the owner add, change and delete prompts, which the chat offers, each change audited', async () => {
    const created = await addPrompt(staff, { title: 'Summarise', text: 'Summarise my notes' });
    expect(created.statusCode).toBe(201);
    const { promptId } = created.json();
    expect((await addPrompt(staff, { title: 'Plan', text: 'Plan my week' })).statusCode).toBe(201);
    const changed = await server.as(staff, {
      method: 'PUT',
      url: paths.agentManagement.prompt(notesId, promptId),
      payload: { title: 'Summary', text: 'Summarise today' },
    });
    expect(changed.json()).toEqual({ promptId, title: 'Summary', text: 'Summarise today' });
    expect((await prompts(staff)).json().prompts.map((p: { title: string }) => p.title)).toEqual([
      'Summary',
      'Plan',
    ]);
    const chat = await server.as(staff, {
      method: 'GET',
      url: paths.gptSystems.promptsForConversation(notesId),
    });
    expect(chat.json().prompts.map((p: { text: string }) => p.text)).toEqual([
      'Summarise today',
      'Plan my week',
    ]);
    const removed = await server.as(staff, {
      method: 'DELETE',
      url: paths.agentManagement.prompt(notesId, promptId),
    });
    expect(removed.statusCode).toBe(204);
    expect((await prompts(staff)).json().prompts).toHaveLength(1);
    const operations = (await auditOf(notesId)).map((entry) => entry.domainOperation);
    expect(operations).toEqual(
      expect.arrayContaining(['PromptCreated', 'PromptUpdated', 'PromptDeleted']),
    );
  });

  it('refuses an invalid prompt with 400 naming the field', async () => {
    const refused = await addPrompt(staff, { title: ' ', text: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('title');
    const tooLong = await addPrompt(staff, { title: 'T', text: 'x'.repeat(4_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('text');
  });

  it('never lets another user read or change someone’s personal agent’s prompts or avatar', async () => {
    const { promptId } = (await addPrompt(staff, { title: 'Mine', text: 'Mine' })).json();
    const attempts = [
      await prompts(moderator),
      await addPrompt(moderator, { title: 'Theirs', text: 'Theirs' }),
      await server.as(moderator, {
        method: 'PUT',
        url: paths.agentManagement.prompt(notesId, promptId),
        payload: { title: 'Theirs', text: 'Theirs' },
      }),
      await server.as(moderator, {
        method: 'DELETE',
        url: paths.agentManagement.prompt(notesId, promptId),
      }),
      await uploadAvatar(moderator, { fileName: 'a.png', type: 'image/png', data: png }),
      await server.as(moderator, { method: 'DELETE', url: paths.agentManagement.avatar(notesId) }),
      // The administrator manages System agents, not someone's personal one.
      await addPrompt(admin, { title: 'Admin', text: 'Admin' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().message).toBe(agentManagementMessages.agentNotFound(notesId));
    }
    expect((await prompts(staff)).json().prompts.map((p: { title: string }) => p.title)).toContain(
      'Mine',
    );
  });

  it('changes a System agent’s look only with GptSystemsWrite, and a banned agent’s never', async () => {
    expect((await addPrompt(staff, { title: 'S', text: 'S' }, systemAgentId)).statusCode).toBe(403);
    expect((await prompts(staff, systemAgentId)).statusCode).toBe(403);
    expect((await addPrompt(admin, { title: 'S', text: 'S' }, systemAgentId)).statusCode).toBe(201);
    const banned = await addPrompt(staff, { title: 'B', text: 'B' }, bannedId);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe(agentManagementMessages.bannedAgentLook);
  });

  it('refuses an owner blocked from creating agents', async () => {
    const block = (blocked: boolean) =>
      server.database.db
        .update(users)
        .set({ isBannedFromCreatingAgents: blocked })
        .where(eq(users.userId, seedIds.users.staff));
    await block(true);
    try {
      const refused = await uploadAvatar(staff, {
        fileName: 'a.png',
        type: 'image/png',
        data: png,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(agentManagementMessages.blockedFromCreating);
      expect((await prompts(staff)).statusCode).toBe(200);
    } finally {
      await block(false);
    }
  });

  it('answers a deterministic identicon until an avatar is uploaded, then the image, cached by version', async () => {
    const first = await avatarOf(notesId, 0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.body).toBe(identiconSvg(notesId));
    expect(first.body).not.toBe(identiconSvg(bannedId));
    // Chat asks ?v=0 for an agent without an avatar: the identicon never changes.
    expect(first.headers['cache-control']).toContain('max-age=31536000');

    const uploaded = await uploadAvatar(staff, {
      fileName: 'me.png',
      type: 'image/png',
      data: png,
    });
    expect(uploaded.statusCode).toBe(200);
    const { avatarVersion } = uploaded.json();
    const [agent] = await server.database.db
      .select({ avatarVersion: gptSystems.avatarVersion })
      .from(gptSystems)
      .where(eq(gptSystems.gptSystemId, notesId));
    expect(agent?.avatarVersion).toBe(avatarVersion);
    const image = await avatarOf(notesId, avatarVersion);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['cache-control']).toContain('immutable');
    // A stale address gets the current image, but is not cached as if it were its version.
    expect((await avatarOf(notesId, 0)).headers['cache-control']).toBe('no-cache');

    const removed = await server.as(staff, {
      method: 'DELETE',
      url: paths.agentManagement.avatar(notesId),
    });
    expect(removed.statusCode).toBe(204);
    const afterRemoval = await avatarOf(notesId, avatarVersion);
    expect(afterRemoval.body).toBe(identiconSvg(notesId));
    expect(afterRemoval.headers['cache-control']).toContain('max-age=31536000');
    const again = await uploadAvatar(staff, { fileName: 'me.png', type: 'image/png', data: png });
    expect(again.json().avatarVersion).toBeGreaterThan(avatarVersion);
    const operations = (await auditOf(notesId)).map((entry) => entry.domainOperation);
    expect(operations).toEqual(expect.arrayContaining(['AvatarUploaded', 'AvatarRemoved']));
  });

  it('checks the type by content and the size, with a message that says what is wrong', async () => {
    const text = await uploadAvatar(staff, {
      fileName: 'photo.png',
      type: 'image/png',
      data: 'not an image',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(agentAvatarMessages.notAnImage('photo.png'));
    const gif = await uploadAvatar(staff, {
      fileName: 'a.gif',
      type: 'image/gif',
      data: 'GIF89a....',
    });
    expect(gif.statusCode).toBe(400);
    const huge = await uploadAvatar(staff, {
      fileName: 'huge.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(limits.agentAvatarMaxBytes)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('"huge.png" is larger than 1 MB, the limit for an avatar.');
  });

  it('serves an uploaded SVG so that it cannot run script', async () => {
    const uploaded = await uploadAvatar(staff, {
      fileName: 'logo.svg',
      type: 'image/svg+xml',
      data: scriptedSvg,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await avatarOf(notesId, uploaded.json().avatarVersion);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps managed prompts when the agent is saved again from its draft in the editor', async () => {
    const draft = await server.as(admin, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    });
    const { configStateId } = draft.json().configuration;
    const save = () =>
      server.as(admin, {
        method: 'PUT',
        url: paths.configStates.one(configStateId),
        payload: agentConfiguration(),
      });
    await save();
    const created = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.createGptSystem(configStateId),
    });
    const { gptSystemId } = created.json();
    expect(
      (await addPrompt(admin, { title: 'Trip', text: 'Plan a trip' }, gptSystemId)).statusCode,
    ).toBe(201);
    await save();
    const updated = await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.updateGptSystem(configStateId),
    });
    expect(updated.statusCode).toBe(200);
    expect(
      (await prompts(admin, gptSystemId)).json().prompts.map((p: { title: string }) => p.title),
    ).toEqual(['Trip']);
  });

  it('takes the editor’s icon as {configStateId}_identicon.svg, on the draft (which answers its version) and then its new agent', async () => {
    const draft = await server.as(admin, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    });
    const { configStateId } = draft.json().configuration;
    expect(draft.json().avatarVersion).toBeNull();
    const draftIconVersion = async () =>
      (await server.as(admin, { method: 'GET', url: paths.configStates.one(configStateId) })).json()
        .avatarVersion;
    const icon = (fileName: string) => ({ fileName, type: 'image/svg+xml', data: scriptedSvg });
    const upload = async (userName: string, fileName: string) =>
      server.as(
        userName,
        await multipartRequest(paths.configStates.avatarFile(configStateId), {
          file: icon(fileName),
        }),
      );
    const misnamed = await upload(admin, 'icon.svg');
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe(
      configStateAvatarMessages.wrongFileName(identiconFileName(configStateId), 'icon.svg'),
    );
    expect((await upload(staff, identiconFileName(configStateId))).statusCode).toBe(404);
    const uploaded = await upload(admin, identiconFileName(configStateId));
    expect(uploaded.statusCode).toBe(200);
    const { avatarVersion } = uploaded.json();
    // The draft carries its icon's version, so the editor asks for the right address.
    expect(await draftIconVersion()).toBe(avatarVersion);
    const served = await server.app.inject({
      method: 'GET',
      url: paths.configStates.avatar(configStateId, avatarVersion),
    });
    expect(served.body).toBe(scriptedSvg);
    expect(served.headers['content-security-policy']).toContain('sandbox');

    await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: agentConfiguration(),
    });
    const created = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.createGptSystem(configStateId),
    });
    expect(created.json().avatarVersion).toBe(avatarVersion);
    const agentAvatar = await avatarOf(created.json().gptSystemId, avatarVersion);
    expect(agentAvatar.body).toBe(scriptedSvg);

    const removed = await server.as(admin, {
      method: 'DELETE',
      url: paths.configStates.avatarFile(configStateId),
    });
    expect(removed.statusCode).toBe(204);
    expect(await draftIconVersion()).toBeNull();
    const identicon = await server.app.inject({
      method: 'GET',
      url: paths.configStates.avatar(configStateId, avatarVersion),
    });
    expect(identicon.body).toBe(identiconSvg(configStateId));
  });
});
