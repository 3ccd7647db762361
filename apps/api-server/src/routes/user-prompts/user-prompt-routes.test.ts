import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, moderator } = seededUsers;
const base = '/api/internal/userPrompts';

describe('user prompt routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const create = async (title: string) =>
    (
      await server.as(staff, { method: 'POST', url: base, payload: { title, text: 'Summarise:' } })
    ).json();

  it('creates a prompt and lists it', async () => {
    const created = await create('Summary');
    expect(created).toMatchObject({ title: 'Summary', text: 'Summarise:' });
    const list = await server.as(staff, { method: 'GET', url: base });
    expect(list.json().items).toContainEqual(created);
  });

  it('updates a prompt', async () => {
    const { promptId } = await create('Draft');
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${promptId}`,
      payload: { title: 'Draft v2', text: 'Write:' },
    });
    expect(response.json()).toMatchObject({ promptId, title: 'Draft v2', text: 'Write:' });
  });

  it('deletes a prompt', async () => {
    const { promptId } = await create('Gone soon');
    expect(
      (await server.as(staff, { method: 'DELETE', url: `${base}/${promptId}` })).statusCode,
    ).toBe(204);
    expect(
      (await server.as(staff, { method: 'DELETE', url: `${base}/${promptId}` })).statusCode,
    ).toBe(404);
  });

  it("keeps each user's prompts to themselves: another user gets 404 and an empty list", async () => {
    const { promptId } = await create('Mine');
    expect((await server.as(moderator, { method: 'GET', url: base })).json().items).toEqual([]);
    const update = await server.as(moderator, {
      method: 'PUT',
      url: `${base}/${promptId}`,
      payload: { title: 'Stolen', text: 'x' },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await server.as(moderator, { method: 'DELETE', url: `${base}/${promptId}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a prompt without a title, naming the field', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: base,
      payload: { title: ' ', text: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'title', message: 'Title is required' }]);
  });

  it('refuses a title over 100 characters with the message the prompt form shows', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: base,
      payload: { title: 'x'.repeat(101), text: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'title', message: 'Title must be at most 100 characters' },
    ]);
  });
});
