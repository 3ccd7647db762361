import { guidelinesLimits, guidelinesMessages, guidelinesPaths, paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin } = seededUsers;
const unknownId = '00000000-0000-4000-8000-00000000dead';
const template = (changes: Record<string, unknown> = {}) => ({
  name: 'Acceptable use',
  description: 'Where most documents start.',
  sections: [
    { title: 'What you may share', content: 'Only what colleagues may read.' },
    { title: 'Checking answers', content: 'Answers can be wrong.' },
  ],
  ...changes,
});

describe('guidelines templates (console)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.as(admin, { method, url, ...(payload === undefined ? {} : { payload }) });
  const auditOf = async (entityId: string) =>
    (await call('GET', `${paths.admin.audit()}?aggregateRootId=${entityId}`)).json().items as {
      type: string;
      domainOperation: string;
      details: unknown;
    }[];

  it('creates, lists, reads, changes and deletes a template, auditing each change', async () => {
    const created = await call('POST', guidelinesPaths.templates(), template());
    expect(created.statusCode).toBe(201);
    const { guidelinesTemplateId } = created.json();
    expect(created.json()).toMatchObject(template());

    const list = await call('GET', guidelinesPaths.templates());
    expect(list.json().items).toEqual([
      {
        guidelinesTemplateId,
        name: 'Acceptable use',
        description: 'Where most documents start.',
        sectionCount: 2,
        createdAt: created.json().createdAt,
        updatedAt: created.json().updatedAt,
      },
    ]);

    const changed = template({
      name: 'Acceptable use, short',
      sections: [{ title: 'Checking answers', content: 'Check them.' }],
    });
    const updated = await call('PUT', guidelinesPaths.template(guidelinesTemplateId), changed);
    expect(updated.statusCode).toBe(200);
    expect(
      (await call('GET', guidelinesPaths.template(guidelinesTemplateId))).json(),
    ).toMatchObject(changed);

    // A document made from the template keeps no link to it: the template can still go.
    await call('POST', guidelinesPaths.documents(), {
      title: 'From it',
      requireConsent: false,
      templateId: guidelinesTemplateId,
    });
    const deleted = await call('DELETE', guidelinesPaths.template(guidelinesTemplateId));
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', guidelinesPaths.template(guidelinesTemplateId))).statusCode).toBe(
      404,
    );

    const entries = await auditOf(guidelinesTemplateId);
    expect(entries.map((entry) => [entry.type, entry.domainOperation])).toEqual([
      ['GuidelinesTemplate', 'Deleted'],
      ['GuidelinesTemplate', 'Updated'],
      ['GuidelinesTemplate', 'Created'],
    ]);
    expect(entries[1]?.details).toEqual({ before: template(), after: changed });
    expect(entries[0]?.details).toEqual({ before: changed, after: null });
  });

  it("refuses a template breaking the contract's rules, in its words", async () => {
    const bad = await call(
      'POST',
      guidelinesPaths.templates(),
      template({
        name: ' ',
        description: 'd'.repeat(guidelinesLimits.templateDescriptionMaxLength + 1),
        sections: [{ title: '', content: 'x' }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'name', message: guidelinesMessages.templateNameRequired },
      { field: 'description', message: guidelinesMessages.templateDescriptionTooLong },
      { field: 'sections.0.title', message: guidelinesMessages.sectionTitleRequired },
    ]);
    const many = await call(
      'POST',
      guidelinesPaths.templates(),
      template({
        sections: Array.from({ length: guidelinesLimits.sectionsMax + 1 }, (_, n) => ({
          title: `Part ${n}`,
          content: 'x',
        })),
      }),
    );
    expect(many.json().fields).toEqual([
      { field: 'sections', message: guidelinesMessages.templateTooManySections },
    ]);
  });

  it('answers 404 for a template that does not exist, naming it', async () => {
    for (const [method, payload] of [['GET'], ['PUT', template()], ['DELETE']] as const) {
      const response = await call(method, guidelinesPaths.template(unknownId), payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe(guidelinesMessages.templateNotFound(unknownId));
    }
  });
});
