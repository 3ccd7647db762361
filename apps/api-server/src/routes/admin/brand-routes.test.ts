import { brandMessages, paths } from '@parley/api-contract';
import type { AdminBrand, BrandInput } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAccessPolicies } from '../../db/schema';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { multipartRequest } from '../../test-support/upload-test-support';

const { admin, moderator } = seededUsers;

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const scriptedSvg =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>';

const input = (changes: Partial<BrandInput> = {}): BrandInput => ({
  name: 'North Shore',
  primary: '#0B5394',
  secondary: '#F1C232',
  menu: '#102030',
  menuTextPrimary: '#FFFFFF',
  useGradientButtons: false,
  useLoginBackgroundImg: false,
  loginBackground: '#DDE6EE',
  loginAlignment: 'Right',
  hostNames: [],
  ...changes,
});

describe('brand management (admin brands routes)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const create = (brandKey: string, changes: Partial<BrandInput> = {}, userName: string = admin) =>
    server.as(userName, {
      method: 'POST',
      url: paths.admin.brands(),
      payload: { brandKey, ...input(changes) },
    });
  const update = (brandKey: string, changes: Partial<BrandInput> = {}) =>
    server.as(admin, { method: 'PUT', url: paths.admin.brand(brandKey), payload: input(changes) });
  const remove = (brandKey: string) =>
    server.as(admin, { method: 'DELETE', url: paths.admin.brand(brandKey) });
  const upload = async (
    brandKey: string,
    slot: string,
    file: { fileName: string; type: string; data: Uint8Array | string },
  ) => server.as(admin, await multipartRequest(paths.admin.brandImage(brandKey, slot), { file }));
  const brandOf = async (brandKey: string) =>
    (
      await server.as(admin, { method: 'GET', url: paths.admin.brand(brandKey) })
    ).json() as AdminBrand;

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
    const choose = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.defaultBrandKey(),
      payload: { defaultBrandKey: 'chosen' },
    });
    expect(choose.json()).toEqual({ defaultBrandKey: 'chosen' });
    expect((await remove('chosen')).json().message).toBe(
      brandMessages.instanceDefaultUndeletable('chosen'),
    );
    const unknown = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.defaultBrandKey(),
      payload: { defaultBrandKey: 'nowhere' },
    });
    expect(unknown.statusCode).toBe(400);
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.defaultBrandKey(),
      payload: { defaultBrandKey: 'default' },
    });

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

    const removed = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.brandFile('pictures', secondName),
    });
    expect(removed.statusCode).toBe(204);
    expect(await brandOf('pictures')).toMatchObject({ logoFileName: null, files: [] });
  });

  it('is closed to a user without the brand actions, and audits every change', async () => {
    expect((await create('not-mine', {}, moderator)).statusCode).toBe(403);
    await create('audited');
    await update('audited', { name: 'Audited brand' });
    const entries = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=Brand&aggregateRootId=audited`,
      })
    ).json().items as { domainOperation: string; details: { before: unknown; after: unknown } }[];
    expect(entries.map((entry) => entry.domainOperation)).toEqual(['Updated', 'Created']);
    expect(entries[0]?.details).toMatchObject({
      before: { name: 'North Shore' },
      after: { name: 'Audited brand' },
    });
  });
});
