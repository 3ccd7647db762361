// applyServerErrors (app-shell) with the errors real role saves produce; here because only the
// console may import the administration calls.
import { adminMessages, paths } from '@parley/api-contract';
import type { RoleInput } from '@parley/api-contract';
import { makeStore } from '@parley/api-client';
import { accessAdminApi } from '@parley/api-client/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyServerErrors, describeServerError, serverErrorMessages } from '@parley/app-shell';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';

let api: ApiTestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The error a real createUserRole call fails with, through the real store and base query. */
async function createRoleError(routes: ApiRoutes, input: RoleInput, baseUrl?: string) {
  api = await startApiTestServer(routes);
  const store = makeStore({ reducers: {}, extra: { baseUrl: baseUrl ?? api.baseUrl } });
  const result = await store.dispatch(accessAdminApi.endpoints.createUserRole.initiate(input));
  if (!('error' in result)) throw new Error('The call succeeded');
  return result.error;
}

const validRole: RoleInput = { name: 'Editors', actions: ['GptSystemsRead'] };
const roleRoute = `POST ${paths.admin.userRoles()}`;

function roleForm(values: Record<string, unknown> = validRole) {
  const setErrors = vi.fn();
  return { form: { values, setErrors }, setErrors };
}

describe('applyServerErrors', () => {
  it("puts a 400's fields on the form's fields, a list item's on its list, and returns nothing else", async () => {
    const error = await createRoleError(
      {
        [roleRoute]: {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body: name: Name is taken; actions.0: Not allowed here',
            fields: [
              { field: 'name', message: 'Name is taken' },
              { field: 'actions.0', message: 'Not allowed here' },
            ],
          },
        },
      },
      validRole,
    );
    const { form, setErrors } = roleForm();
    expect(applyServerErrors(error, form)).toEqual([]);
    expect(setErrors).toHaveBeenCalledWith({ name: 'Name is taken', actions: 'Not allowed here' });
  });

  it("maps the contract's own refusal before sending (CUSTOM_ERROR) onto the fields", async () => {
    const error = await createRoleError({}, { name: '   ', actions: [] });
    expect(api?.calls).toEqual([]);
    const { form, setErrors } = roleForm({ name: '   ', actions: [] });
    expect(applyServerErrors(error, form)).toEqual([]);
    expect(setErrors).toHaveBeenCalledWith({
      name: adminMessages.roleNameRequired,
      actions: adminMessages.roleActionsRequired,
    });
  });

  it('returns a field the form lacks as a form-level message, with its name', async () => {
    const message = 'No user role has the id "r-9".';
    const error = await createRoleError(
      {
        [roleRoute]: {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message,
            fields: [{ field: 'roleIds', message }],
          },
        },
      },
      validRole,
    );
    const { form, setErrors } = roleForm();
    expect(applyServerErrors(error, form)).toEqual([`roleIds: ${message}`]);
    expect(setErrors).toHaveBeenCalledWith({});
  });

  it('returns the sentence of an error that names no field (409)', async () => {
    const message = 'A user role named "Editors" exists already; choose another name.';
    const error = await createRoleError(
      { [roleRoute]: { status: 409, body: { statusCode: 409, error: 'Conflict', message } } },
      validRole,
    );
    const { form, setErrors } = roleForm();
    expect(applyServerErrors(error, form)).toEqual([message]);
    expect(setErrors).not.toHaveBeenCalled();
  });

  it("reads a 500's body, which the base query keeps as text", async () => {
    const message = 'The server failed to handle the request; it has been logged.';
    const error = await createRoleError(
      {
        [roleRoute]: {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message },
        },
      },
      validRole,
    );
    expect(applyServerErrors(error, roleForm().form)).toEqual([message]);
    const plain = await createRoleError(
      { [roleRoute]: { status: 500, text: 'upstream exploded' } },
      validRole,
    );
    expect(describeServerError(plain).message).toBe('upstream exploded');
  });

  it('says the server could not be reached when nothing answers', async () => {
    const closed = await startApiTestServer({});
    await closed.close();
    const error = await createRoleError({}, validRole, closed.baseUrl);
    expect(applyServerErrors(error, roleForm().form)).toEqual([serverErrorMessages.unreachable]);
  });

  it('finds nested fields, and fields listed by name whose values are undefined', () => {
    const nested = roleForm({ settings: { apiKey: undefined, model: 'gpt' } });
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body',
        fields: [
          { field: 'settings.model', message: 'Unknown model' },
          { field: 'settings.apiKey', message: 'API key is required' },
          { field: 'body', message: 'must be an object' },
        ],
      },
    };
    expect(applyServerErrors(error, nested.form)).toEqual(['must be an object']);
    expect(nested.setErrors).toHaveBeenCalledWith({
      settings: { model: 'Unknown model', apiKey: 'API key is required' },
    });

    const listed = roleForm({});
    expect(applyServerErrors(error, listed.form, { fields: ['settings.apiKey'] })).toEqual([
      'settings.model: Unknown model',
      'must be an object',
    ]);
    expect(listed.setErrors).toHaveBeenCalledWith({
      settings: { apiKey: 'API key is required' },
    });
  });
});
