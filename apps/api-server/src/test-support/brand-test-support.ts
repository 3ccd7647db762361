import { paths } from '@parley/api-contract';
import type { Action, BrandInput } from '@parley/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { multipartRequest } from './upload-test-support';
import { seededUsers } from './test-server';
import type { TestServer } from './test-server';

/** A brand form's values that pass every rule (colours with enough contrast, no host names). */
export const brandInput = (changes: Partial<BrandInput> = {}): BrandInput => ({
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

/** The first bytes of a PNG: enough for the content check of an image upload. */
export const pngBytes = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/**
 * The brand calls of the console, as `userName` (the seeded administrator unless named), on the
 * server `current` answers (a suite's, started in its `beforeAll`).
 */
export function brandCalls(current: () => TestServer) {
  const { admin } = seededUsers;
  const as: TestServer['as'] = (userName, options) => current().as(userName, options);
  return {
    create: (brandKey: string, changes: Partial<BrandInput> = {}, userName: string = admin) =>
      as(userName, {
        method: 'POST',
        url: paths.admin.brands(),
        payload: { brandKey, ...brandInput(changes) },
      }),
    update: (brandKey: string, changes: Partial<BrandInput> = {}, userName: string = admin) =>
      as(userName, {
        method: 'PUT',
        url: paths.admin.brand(brandKey),
        payload: brandInput(changes),
      }),
    remove: (brandKey: string, userName: string = admin) =>
      as(userName, { method: 'DELETE', url: paths.admin.brand(brandKey) }),
    upload: async (
      brandKey: string,
      slot: string,
      file: { fileName: string; type: string; data: Uint8Array | string },
      userName: string = admin,
    ): Promise<LightMyRequestResponse> =>
      as(userName, await multipartRequest(paths.admin.brandImage(brandKey, slot), { file })),
    removeFile: (brandKey: string, fileName: string, userName: string = admin) =>
      as(userName, { method: 'DELETE', url: paths.admin.brandFile(brandKey, fileName) }),
    setDefault: (defaultBrandKey: string, userName: string = admin) =>
      as(userName, {
        method: 'PUT',
        url: paths.admin.defaultBrandKey(),
        payload: { defaultBrandKey },
      }),
  };
}

/**
 * A user (`{name}@parley.local`) whose one role grants exactly `actions`, added by the seeded
 * administrator; answers the user name to sign in with.
 */
export async function userHolding(
  server: TestServer,
  name: string,
  actions: readonly Action[],
): Promise<string> {
  const role = await server.as(seededUsers.admin, {
    method: 'POST',
    url: paths.admin.userRoles(),
    payload: { name: `Only ${name}`, actions },
  });
  if (role.statusCode !== 201) throw new Error(`The role was not created: ${role.body}`);
  const userName = `${name}@parley.local`;
  const added = await server.as(seededUsers.admin, {
    method: 'POST',
    url: paths.admin.users(),
    payload: { userName, displayName: name, roleIds: [role.json().userRoleId] },
  });
  if (added.statusCode !== 201) throw new Error(`The user was not added: ${added.body}`);
  return userName;
}
