import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { actions, brandMessages, limits, paths } from '@parley/api-contract';
import type { AdminBrand } from '@parley/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBudgets, chatAccessPolicies, gptSystems } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { brandCalls, pngBytes, userHolding } from '../../test-support/brand-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, moderator } = seededUsers;

const png = pngBytes;
const scriptedSvg =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>';

describe('brand management (admin brands routes)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const { create, update, remove, upload, removeFile, setDefault } = brandCalls(() => server);
  const brandOf = async (brandKey: string) =>
    (
      await server.as(admin, { method: 'GET', url: paths.admin.brand(brandKey) })
    ).json() as AdminBrand;
  const auditOf = async (type: string, aggregateRootId: string) =>
    (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=${type}&aggregateRootId=${aggregateRootId}`,
      })
    ).json().items as { domainOperation: string; details: { before: unknown; after: unknown } }[];
  /** The files the blob store holds for a brand. */
  const storedFiles = async (brandKey: string) =>
    readdir(path.join(server.config.dataDir, 'blobs', 'brands', brandKey)).catch(() => []);

  it('creates, reads, lists and updates a brand, host names lower-cased', async () => {
    const created = await create('north-shore', { hostNames: [' Chat.North.Example '] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      brandKey: 'north-shore',
      name: 'North Shore',
      loginAlignment: 'Right',
      hostNames: ['chat.north.example'],
      isInstanceDefault: false,
      logoFileName: null,
      files: [],
    });
    const updated = await update('north-shore', { name: 'North', hostNames: ['north.example'] });
    expect(updated.json()).toMatchObject({ name: 'North', hostNames: ['north.example'] });
    const list = (await server.as(admin, { method: 'GET', url: paths.admin.brands() })).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ brandKey: 'default', isInstanceDefault: true }),
    );
    expect(list.items).toContainEqual(
      expect.objectContaining({ brandKey: 'north-shore', hostNames: ['north.example'] }),
    );
  });

  it('refuses a key that is no slug (400) or is taken (409)', async () => {
    const bad = await create('North Shore!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'brandKey', message: brandMessages.brandKeyFormat },
    ]);
    const taken = await create('harbour');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(brandMessages.brandKeyTaken('harbour'));
  });

  it('refuses colours whose text fails WCAG AA, naming the field and the ratio', async () => {
    const answer = await create('dim', { menu: '#222222', menuTextPrimary: '#555555' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        field: 'menuTextPrimary',
        message:
          'Menu text colour: #555555 on #222222 (the menu colour) has a contrast of 2.13:1; text needs at least 4.5:1 (WCAG AA).',
      },
    ]);
    const gradient = await update('harbour', { primary: '#B08000', useGradientButtons: true });
    expect(gradient.statusCode).toBe(400);
    expect(gradient.json().fields[0]).toMatchObject({ field: 'primary' });
  });

  it('refuses a malformed host name (400) and one another brand holds (409)', async () => {
    const malformed = await create('hosts', { hostNames: ['https://chat.example.com:8443'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0]).toMatchObject({ field: 'hostNames.0' });
    await create('holder', { hostNames: ['held.example'] });
    const held = await update('harbour', { hostNames: ['HELD.example'] });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(brandMessages.hostNameTaken('held.example', 'holder'));
  });

  it('keeps the default brand, the instance default and a brand policies are limited to', async () => {
    const defaultBrand = await remove('default');
    expect(defaultBrand.statusCode).toBe(409);
    expect(defaultBrand.json().message).toBe(brandMessages.defaultBrandUndeletable);

    await create('chosen');
    const choose = await setDefault('chosen');
    expect(choose.json()).toEqual({ defaultBrandKey: 'chosen' });
    expect((await remove('chosen')).json().message).toBe(
      brandMessages.instanceDefaultUndeletable('chosen'),
    );
    const unknown = await setDefault('nowhere');
    expect(unknown.statusCode).toBe(400);
    await setDefault('default');

    await create('guarded');
    await server.database.db
      .insert(chatAccessPolicies)
      .values({ name: 'Guarded desk', description: '', brandKey: 'guarded' });
    expect((await remove('guarded')).json().message).toBe(
      brandMessages.policiesOnBrand('guarded', ['Guarded desk']),
    );

    await create('short-lived');
    expect((await remove('short-lived')).statusCode).toBe(204);
    expect(
      (await server.as(admin, { method: 'GET', url: paths.admin.brand('short-lived') })).statusCode,
    ).toBe(404);
  });

  it('stores an uploaded logo under a new name, checked by content, and serves SVG sandboxed', async () => {
    await create('pictures');
    const notImage = await upload('pictures', 'logo', {
      fileName: 'logo.png',
      type: 'image/png',
      data: 'not an image',
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toContain('is not a PNG, JPEG, WebP or SVG image');

    const first = await upload('pictures', 'logo', {
      fileName: 'a.png',
      type: 'image/png',
      data: png,
    });
    expect(first.statusCode).toBe(200);
    const firstName = first.json().fileName as string;
    expect(firstName).toMatch(/^logo-\w+\.png$/);
    const served = await server.app.inject({
      method: 'GET',
      url: paths.brands.file('pictures', firstName),
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);

    const second = await upload('pictures', 'logo', {
      fileName: 'logo.svg',
      type: 'image/svg+xml',
      data: scriptedSvg,
    });
    const secondName = second.json().fileName as string;
    expect(secondName).toMatch(/\.svg$/);
    const brand = await brandOf('pictures');
    expect(brand.logoFileName).toBe(secondName);
    expect(brand.files).toEqual([secondName]);
    const svg = await server.app.inject({
      method: 'GET',
      url: paths.brands.file('pictures', secondName),
    });
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await server.app.inject({ method: 'GET', url: paths.brands.file('pictures', firstName) }))
        .statusCode,
    ).toBe(404);

    const removed = await removeFile('pictures', secondName);
    expect(removed.statusCode).toBe(204);
    expect(await brandOf('pictures')).toMatchObject({ logoFileName: null, files: [] });
  });

  it('is closed to a user without the brand actions, and audits every change', async () => {
    expect((await create('not-mine', {}, moderator)).statusCode).toBe(403);
    await create('audited');
    await update('audited', { name: 'Audited brand' });
    const entries = await auditOf('Brand', 'audited');
    expect(entries.map((entry) => entry.domainOperation)).toEqual(['Updated', 'Created']);
    expect(entries[0]?.details).toMatchObject({
      before: { name: 'North Shore' },
      after: { name: 'Audited brand' },
    });
  });
  it('refuses every brand change to a user without BrandsWrite, naming the action', async () => {
    await create('guarded-look');
    const uploaded = await upload('guarded-look', 'logo', {
      fileName: 'a.png',
      type: 'image/png',
      data: png,
    });
    const fileName = uploaded.json().fileName as string;
    const creator = await userHolding(server, 'brand-creator', [
      actions.BrandsRead,
      actions.BrandsCreate,
    ]);
    const needsWrite = 'This call needs the BrandsWrite action, which your roles do not grant.';
    for (const [call, answer] of [
      ['PUT', await update('guarded-look', { name: 'Mine now' }, creator)],
      ['DELETE', await remove('guarded-look', creator)],
      [
        'upload',
        await upload(
          'guarded-look',
          'logo',
          { fileName: 'b.png', type: 'image/png', data: png },
          creator,
        ),
      ],
      ['file DELETE', await removeFile('guarded-look', fileName, creator)],
    ] as const) {
      expect(answer.statusCode, call).toBe(403);
      expect(answer.json().message, call).toBe(needsWrite);
    }
    expect(await brandOf('guarded-look')).toMatchObject({
      name: 'North Shore',
      logoFileName: fileName,
      files: [fileName],
    });
    expect(await storedFiles('guarded-look')).toEqual([fileName]);
  });

  it('lets only InstanceSettingsWrite choose the default brand: it is an instance setting', async () => {
    await create('candidate');
    const brandWriter = await userHolding(server, 'brand-writer', [
      actions.BrandsRead,
      actions.BrandsWrite,
    ]);
    const refused = await setDefault('candidate', brandWriter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
    );
    const settingsWriter = await userHolding(server, 'settings-writer', [
      actions.InstanceSettingsRead,
      actions.InstanceSettingsWrite,
    ]);
    expect((await setDefault('candidate', settingsWriter)).json()).toEqual({
      defaultBrandKey: 'candidate',
    });
    expect((await setDefault('default', settingsWriter)).statusCode).toBe(200);
  });

  it('refuses an image over the size limit with 413, naming the file and the limit', async () => {
    await create('heavy');
    const tooLarge = Buffer.concat([png, Buffer.alloc(limits.brandImageMaxBytes)]);
    const answer = await upload('heavy', 'logo', {
      fileName: 'poster.png',
      type: 'image/png',
      data: tooLarge,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('"poster.png" is larger than 5 MB, the limit for an image.');
    expect(await brandOf('heavy')).toMatchObject({ logoFileName: null, files: [] });
    expect(await storedFiles('heavy')).toEqual([]);
  });

  it("leaves no file behind when the upload's transaction fails", async () => {
    await create('fragile');
    // The database refuses the file's row, as it would for a brand deleted meanwhile.
    await server.database.db.execute(sql`
      create function refuse_fragile_files() returns trigger language plpgsql as $$
      begin
        if new.brand_key = 'fragile' then raise exception 'the brand went away'; end if;
        return new;
      end $$`);
    await server.database.db.execute(sql`
      create trigger refuse_fragile_files before insert on brand_files
      for each row execute function refuse_fragile_files()`);
    const answer = await upload('fragile', 'logo', {
      fileName: 'a.png',
      type: 'image/png',
      data: png,
    });
    expect(answer.statusCode).toBe(500);
    expect(await brandOf('fragile')).toMatchObject({ logoFileName: null, files: [] });
    expect(await storedFiles('fragile')).toEqual([]);
  });

  it('answers 409, not 500, to concurrent brands claiming one host name, as it does one after another', async () => {
    const claims = await Promise.all(
      ['racer-a', 'racer-b', 'racer-c', 'racer-d'].map((brandKey) =>
        create(brandKey, { hostNames: ['contested.example'] }),
      ),
    );
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const winner = claims.find((claim) => claim.statusCode === 201)?.json().brandKey as string;
    for (const refused of claims.filter((claim) => claim.statusCode === 409)) {
      expect(refused.json().message).toBe(brandMessages.hostNameTaken('contested.example', winner));
    }
    const later = await update('harbour', { hostNames: ['contested.example'] });
    expect(later.json().message).toBe(brandMessages.hostNameTaken('contested.example', winner));
  });

  it('answers 409, not 500, to concurrent creations of one brand key', async () => {
    const creations = await Promise.all(
      [1, 2, 3].map((index) => create('twin', { hostNames: [`twin-${index}.example`] })),
    );
    expect(creations.map((creation) => creation.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of creations.filter((creation) => creation.statusCode === 409)) {
      expect(refused.json().message).toBe(brandMessages.brandKeyTaken('twin'));
    }
  });

  it('audits, with the deletion, what goes with a brand: the public chats showing it and its budget', async () => {
    const agentId = seedIds.agents.assistant;
    await create('seasonal');
    await server.database.db
      .update(gptSystems)
      .set({ publicBrandKey: 'seasonal' })
      .where(eq(gptSystems.gptSystemId, agentId));
    await server.database.db
      .insert(brandBudgets)
      .values({ brandKey: 'seasonal', budgetTokens: 5000, budgetPeriod: 'Weekly' });
    expect((await remove('seasonal')).statusCode).toBe(204);

    const [agent] = await server.database.db
      .select({ publicBrandKey: gptSystems.publicBrandKey })
      .from(gptSystems)
      .where(eq(gptSystems.gptSystemId, agentId));
    expect(agent?.publicBrandKey).toBeNull();
    const [publicChat] = await auditOf('GptSystem', agentId);
    expect(publicChat?.domainOperation).toBe('PublicChatChanged');
    expect(publicChat?.details).toMatchObject({
      before: { brandKey: 'seasonal' },
      after: { brandKey: null },
    });
    const [deleted] = await auditOf('Brand', 'seasonal');
    expect(deleted?.domainOperation).toBe('Deleted');
    expect(deleted?.details.before).toMatchObject({
      brandKey: 'seasonal',
      budget: { period: 'Weekly', tokens: 5000, warningPercent: 80 },
    });
  });
});
