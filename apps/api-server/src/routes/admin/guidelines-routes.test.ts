import {
  actions,
  guidelinesLimits,
  guidelinesMessages,
  guidelinesPaths,
  paths,
} from '@parley/api-contract';
import type { AdminGuidelinesDocument, ConfigurationInput } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendGuidelinesSections } from '../../db/queries/guidelines';
import { seedIds } from '../../db/seed/seed-data';
import { userHolding } from '../../test-support/brand-test-support';
import { agentConfiguration, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin } = seededUsers;
const unknownId = '00000000-0000-4000-8000-00000000dead';
const section = (title: string, content = `${title}: what it says.`) => ({ title, content });

describe('guidelines documents (console)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.as(admin, { method, url, ...(payload === undefined ? {} : { payload }) });
  const create = async (title = 'Working with AI', requireConsent = true) => {
    const created = await call('POST', guidelinesPaths.documents(), { title, requireConsent });
    expect(created.statusCode).toBe(201);
    return created.json() as AdminGuidelinesDocument;
  };
  const addSection = async (guidelinesDocumentId: string, title: string) => {
    const added = await call(
      'POST',
      guidelinesPaths.sections(guidelinesDocumentId),
      section(title),
    );
    expect(added.statusCode).toBe(200);
    return added.json() as AdminGuidelinesDocument;
  };
  const auditOf = async (entityId: string) =>
    (await call('GET', `${paths.admin.audit()}?aggregateRootId=${entityId}`)).json().items as {
      type: string;
      domainOperation: string;
      details: unknown;
    }[];

  it('creates a document at version 1 and lists it with its sections, agents and dates', async () => {
    const created = await create(' Working with AI ');
    expect(created).toMatchObject({
      title: 'Working with AI',
      requireConsent: true,
      version: 1,
      sections: [],
      agents: [],
    });
    await addSection(created.guidelinesDocumentId, 'What you may share');

    const list = (await call('GET', guidelinesPaths.documents())).json().items as {
      guidelinesDocumentId: string;
    }[];
    expect(list.find((item) => item.guidelinesDocumentId === created.guidelinesDocumentId)).toEqual(
      {
        guidelinesDocumentId: created.guidelinesDocumentId,
        title: 'Working with AI',
        requireConsent: true,
        version: 2,
        sectionCount: 1,
        agents: [],
        createdAt: created.createdAt,
        updatedAt: expect.any(String),
      },
    );
    // The seeded document lists the seeded agent that names it.
    expect(
      list.find((item) => item.guidelinesDocumentId === seedIds.guidelines.acceptableUse),
    ).toMatchObject({
      sectionCount: 2,
      agents: [{ gptSystemId: seedIds.agents.policyGuide, name: 'Policy Guide' }],
    });
    const [entry] = await auditOf(created.guidelinesDocumentId).then((entries) =>
      entries.slice(-1),
    );
    expect(entry).toMatchObject({
      type: 'GuidelinesDocument',
      domainOperation: 'Created',
      details: {
        before: null,
        after: { title: 'Working with AI', requireConsent: true, version: 1, sections: [] },
      },
    });
  });

  it("refuses a document or section breaking the contract's rules, in its words", async () => {
    const untitled = await call('POST', guidelinesPaths.documents(), {
      title: ' ',
      requireConsent: false,
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toEqual([
      { field: 'title', message: guidelinesMessages.titleRequired },
    ]);
    const long = await call('POST', guidelinesPaths.documents(), {
      title: 't'.repeat(guidelinesLimits.titleMaxLength + 1),
      requireConsent: false,
    });
    expect(long.json().fields).toEqual([
      { field: 'title', message: guidelinesMessages.titleTooLong },
    ]);
    const { guidelinesDocumentId } = await create();
    const empty = await call('POST', guidelinesPaths.sections(guidelinesDocumentId), {
      title: '',
      content: 'c'.repeat(guidelinesLimits.sectionContentMaxLength + 1),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { field: 'title', message: guidelinesMessages.sectionTitleRequired },
      { field: 'content', message: guidelinesMessages.sectionContentTooLong },
    ]);
  });

  it('answers 404 for a document or section that does not exist, naming it', async () => {
    const { guidelinesDocumentId } = await create();
    const unknownDocument = guidelinesMessages.documentNotFound(unknownId);
    for (const [method, url, payload] of [
      ['GET', guidelinesPaths.document(unknownId)],
      ['PUT', guidelinesPaths.document(unknownId), { title: 'T', requireConsent: false }],
      ['DELETE', guidelinesPaths.document(unknownId)],
      ['POST', guidelinesPaths.sections(unknownId), section('S')],
      ['PUT', guidelinesPaths.section(unknownId, unknownId), section('S')],
      ['DELETE', guidelinesPaths.section(unknownId, unknownId)],
      ['PUT', guidelinesPaths.sectionOrder(unknownId), { sectionIds: [] }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message, `${method} ${url}`).toBe(unknownDocument);
    }
    for (const [method, payload] of [['PUT', section('S')], ['DELETE']] as const) {
      const response = await call(
        method,
        guidelinesPaths.section(guidelinesDocumentId, 'x'),
        payload,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(guidelinesMessages.sectionNotFound('x'));
    }
    expect((await call('GET', guidelinesPaths.document('not-a-uuid'))).statusCode).toBe(404);
  });

  it('raises the version by one with every change to the title, requireConsent or sections, and audits each', async () => {
    const document = await create('Versions');
    const id = document.guidelinesDocumentId;
    const first = (await addSection(id, 'First')).sections[0];
    const second = (await addSection(id, 'Second')).sections[1];
    if (!first || !second) throw new Error('Expected two sections.');

    const versionAfter = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(200);
      return (response.json() as AdminGuidelinesDocument).version;
    };
    expect(
      await versionAfter('PUT', guidelinesPaths.document(id), {
        title: 'Versions renamed',
        requireConsent: true,
      }),
    ).toBe(4);
    expect(
      await versionAfter('PUT', guidelinesPaths.document(id), {
        title: 'Versions renamed',
        requireConsent: false,
      }),
    ).toBe(5);
    expect(
      await versionAfter(
        'PUT',
        guidelinesPaths.section(id, first.sectionId),
        section('First', 'New'),
      ),
    ).toBe(6);
    expect(
      await versionAfter('PUT', guidelinesPaths.sectionOrder(id), {
        sectionIds: [second.sectionId, first.sectionId],
      }),
    ).toBe(7);
    expect(await versionAfter('DELETE', guidelinesPaths.section(id, second.sectionId))).toBe(8);

    // A change that changes nothing raises nothing and audits nothing.
    const audited = (await auditOf(id)).length;
    expect(
      await versionAfter('PUT', guidelinesPaths.document(id), {
        title: 'Versions renamed',
        requireConsent: false,
      }),
    ).toBe(8);
    expect(
      await versionAfter(
        'PUT',
        guidelinesPaths.section(id, first.sectionId),
        section('First', 'New'),
      ),
    ).toBe(8);
    expect(
      await versionAfter('PUT', guidelinesPaths.sectionOrder(id), {
        sectionIds: [first.sectionId],
      }),
    ).toBe(8);
    expect(await auditOf(id)).toHaveLength(audited);

    const read = (await call('GET', guidelinesPaths.document(id))).json();
    expect(read).toMatchObject({
      title: 'Versions renamed',
      requireConsent: false,
      version: 8,
      sections: [{ sectionId: first.sectionId, title: 'First', content: 'New' }],
    });
    const operations = (await auditOf(id)).map((entry) => entry.domainOperation);
    expect(operations).toEqual([
      'SectionDeleted',
      'SectionsReordered',
      'SectionUpdated',
      'Updated',
      'Updated',
      'SectionAdded',
      'SectionAdded',
      'Created',
    ]);
    const [deleted, reordered, updated] = await auditOf(id);
    expect(deleted?.details).toEqual({
      before: { version: 7, section: { sectionId: second.sectionId, ...section('Second') } },
      after: { version: 8 },
    });
    expect(reordered?.details).toEqual({
      before: { version: 6, sections: ['First', 'Second'] },
      after: { version: 7, sections: ['Second', 'First'] },
    });
    expect(updated?.details).toEqual({
      before: { version: 5, section: { sectionId: first.sectionId, ...section('First') } },
      after: {
        version: 6,
        section: { sectionId: first.sectionId, title: 'First', content: 'New' },
      },
    });
  });

  it("reorders only with every one of the document's sections, each once", async () => {
    const { guidelinesDocumentId: id } = await create('Order');
    await addSection(id, 'A');
    await addSection(id, 'B');
    const { sections, version } = await addSection(id, 'C');
    const [a, b, c] = sections.map((each) => each.sectionId) as [string, string, string];
    const order = (sectionIds: string[]) =>
      call('PUT', guidelinesPaths.sectionOrder(id), { sectionIds });

    for (const sectionIds of [
      [a, b],
      [a, b, c, unknownId],
      [a, b, unknownId],
    ]) {
      const refused = await order(sectionIds);
      expect(refused.statusCode, sectionIds.join()).toBe(409);
      expect(refused.json().message).toBe(guidelinesMessages.sectionOrderMismatch);
    }
    const repeated = await order([a, b, b]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual([
      { field: 'sectionIds', message: guidelinesMessages.sectionOrderRepeated },
    ]);
    const unchanged = (await call('GET', guidelinesPaths.document(id))).json();
    expect(unchanged.version).toBe(version);
    expect(unchanged.sections.map((each: { title: string }) => each.title)).toEqual([
      'A',
      'B',
      'C',
    ]);

    const moved = (await order([c, a, b])).json();
    expect(moved.sections.map((each: { title: string }) => each.title)).toEqual(['C', 'A', 'B']);
    // A section added later goes last.
    expect((await addSection(id, 'D')).sections.map((each) => each.title)).toEqual([
      'C',
      'A',
      'B',
      'D',
    ]);
  });

  it(`holds at most ${guidelinesLimits.sectionsMax} sections`, async () => {
    const { guidelinesDocumentId: id } = await create('Long');
    await appendGuidelinesSections(
      server.database.db,
      id,
      Array.from({ length: guidelinesLimits.sectionsMax }, (_, n) => section(`Part ${n}`)),
    );
    const refused = await call('POST', guidelinesPaths.sections(id), section('One too many'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(guidelinesMessages.tooManySections);
  });

  it('refuses to delete a document agents or drafts name, naming them; deletes it otherwise', async () => {
    const seeded = await call('DELETE', guidelinesPaths.document(seedIds.guidelines.acceptableUse));
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe(
      guidelinesMessages.inUse('Acceptable use of AI assistants', ['Policy Guide']),
    );

    const document = await create('Travel rules');
    const id = document.guidelinesDocumentId;
    const draft = await call(
      'POST',
      `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    );
    const { configStateId } = draft.json().configuration;
    const configure = (changes: Partial<ConfigurationInput>) =>
      call('PUT', paths.configStates.one(configStateId), agentConfiguration(changes));
    expect((await configure({ guidelinesDocumentId: id })).statusCode).toBe(200);
    const byDraft = await call('DELETE', guidelinesPaths.document(id));
    expect(byDraft.statusCode).toBe(409);
    expect(byDraft.json().message).toBe(
      guidelinesMessages.inUse('Travel rules', ['Travel desk (draft)']),
    );

    const agent = await call('POST', paths.configStates.createGptSystem(configStateId));
    expect(agent.statusCode).toBe(201);
    const byAgent = await call('DELETE', guidelinesPaths.document(id));
    expect(byAgent.json().message).toBe(guidelinesMessages.inUse('Travel rules', ['Travel desk']));
    expect((await call('GET', guidelinesPaths.document(id))).json().agents).toEqual([
      { gptSystemId: agent.json().gptSystemId, name: 'Travel desk' },
    ]);

    // Once the agent and its draft name none, the document goes with its sections and consents.
    await configure({ guidelinesDocumentId: null });
    await call('PUT', paths.configStates.updateGptSystem(configStateId));
    await addSection(id, 'Trains');
    await server.as(seededUsers.staff, {
      method: 'POST',
      url: paths.guidelinesDocuments.consent(id),
    });
    const deleted = await call('DELETE', guidelinesPaths.document(id));
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', guidelinesPaths.document(id))).statusCode).toBe(404);
    const consents = await server.as(seededUsers.staff, {
      method: 'GET',
      url: paths.currentUser.guidelinesConsents(),
    });
    expect(consents.json().items).not.toContainEqual(
      expect.objectContaining({ guidelinesDocumentId: id }),
    );
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      domainOperation: 'Deleted',
      details: {
        before: {
          title: 'Travel rules',
          version: 2,
          sections: [{ title: 'Trains', content: 'Trains: what it says.' }],
        },
        after: null,
      },
    });
  });

  it("makes a document from a template: the template's sections copied in, in order", async () => {
    const template = await call('POST', guidelinesPaths.templates(), {
      name: 'Starter',
      description: 'The usual.',
      sections: [section('One'), section('Two')],
    });
    const { guidelinesTemplateId } = template.json();
    const created = await call('POST', guidelinesPaths.documents(), {
      title: 'From the starter',
      requireConsent: true,
      templateId: guidelinesTemplateId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'From the starter',
      version: 1,
      sections: [section('One'), section('Two')],
    });
    const unknown = await call('POST', guidelinesPaths.documents(), {
      title: 'From nothing',
      requireConsent: true,
      templateId: unknownId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { field: 'templateId', message: guidelinesMessages.templateNotFound(unknownId) },
    ]);
  });

  it('lets Read list and read, Create add documents, and only Write change them', async () => {
    const { guidelinesDocumentId: id } = await create('Permissions');
    const reader = await userHolding(server, 'guidelines-reader', [
      actions.GuidelinesDocumentsRead,
    ]);
    const creator = await userHolding(server, 'guidelines-creator', [
      actions.GuidelinesDocumentsCreate,
    ]);
    const as = (userName: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.as(userName, { method, url, ...(payload === undefined ? {} : { payload }) });
    expect((await as(reader, 'GET', guidelinesPaths.documents())).statusCode).toBe(200);
    expect((await as(reader, 'GET', guidelinesPaths.document(id))).statusCode).toBe(200);
    expect((await as(reader, 'GET', guidelinesPaths.templates())).statusCode).toBe(200);
    const newDocument = { title: 'Mine', requireConsent: false };
    expect((await as(reader, 'POST', guidelinesPaths.documents(), newDocument)).statusCode).toBe(
      403,
    );
    expect((await as(creator, 'POST', guidelinesPaths.documents(), newDocument)).statusCode).toBe(
      201,
    );
    const change = await as(creator, 'PUT', guidelinesPaths.document(id), newDocument);
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toMatch(/GuidelinesDocumentsWrite/);
    expect((await as(creator, 'POST', guidelinesPaths.sections(id), section('S'))).statusCode).toBe(
      403,
    );
  });
});
