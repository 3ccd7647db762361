import { actions, adminMessages, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto as fill,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { samplePolicy } from './policy-fixtures';
import { policyMessages } from './policy-messages';
import { policyChoicesApi, policyScreens } from './policy-screen-harness';

const createCall = `POST ${paths.admin.chatAccessPolicies()}`;
const policy = samplePolicy();
const policyPath = paths.admin.chatAccessPolicy(policy.chatAccessPolicyId);

async function renderAt(route: string, routes: ApiRoutes, held?: readonly Action[]) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...policyScreens,
    route,
    api: {
      ...policyChoicesApi,
      [`GET ${paths.admin.chatAccessPolicies()}`]: { body: { items: [] } },
      ...routes,
    },
    actions: held,
  });
  return { api, bodies };
}

const location = () => screen.getByRole('status', { name: 'Location' });
const save = () => screen.getByRole('button', { name: policyMessages.save });
const fieldset = (name: string) => screen.getByRole('group', { name });

describe('AccessPolicyEditScreen', () => {
  it('creates a policy over all agents, toasts and goes back to the list', async () => {
    const { bodies } = await renderAt('/chatAccessPolicy/new', {
      [createCall]: { status: 201, body: samplePolicy({ allAgents: true }) },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('New policy');
    await fill(screen.getByRole('textbox', { name: /Name/ }), '  Everything for staff ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'All agents' }));
    expect(screen.queryByRole('group', { name: 'Agents' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Staff' }));
    await userEvent.click(save());

    expect(await screen.findByText(policyMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/chatAccessPolicy$/));
    expect(bodies.bodiesOf(createCall)).toEqual([
      {
        name: 'Everything for staff',
        description: '',
        allAgents: true,
        gptSystemIds: [],
        userRoleIds: ['role-staff'],
        groupIds: [],
        userIds: [],
        brandKey: null,
      },
    ]);
  });

  it('creates a policy with chosen agents, roles, groups, a searched user and a brand', async () => {
    const { bodies } = await renderAt('/chatAccessPolicy/new', {
      [createCall]: { status: 201, body: policy },
    });
    await fill(await screen.findByRole('textbox', { name: /Name/ }), 'Handbook');
    await fill(screen.getByRole('textbox', { name: 'Description' }), 'Finance only.');
    const agents = fieldset('Agents');
    await userEvent.click(await within(agents).findByRole('checkbox', { name: 'Policy Guide' }));
    await userEvent.click(within(agents).getByRole('checkbox', { name: 'Handbook Search' }));
    await userEvent.click(within(fieldset('Roles')).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(
      await within(fieldset('Directory groups')).findByRole('checkbox', { name: 'Legal' }),
    );
    // Enter searches at once, without submitting the policy.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find users' }), 'ada{Enter}');
    const matches = await screen.findByRole('group', { name: policyMessages.matchingUsers });
    await waitFor(() => expect(within(matches).getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.click(
      within(matches).getByRole('checkbox', { name: 'Ada Lovelace (ada@parley.local)' }),
    );
    expect(
      within(fieldset('Users')).getByRole('button', { name: 'Remove Ada Lovelace' }),
    ).toBeInTheDocument();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    // A brand is the host a visit uses, which staff choose: the form says it keeps no one out.
    expect(brand).toHaveAccessibleDescription(policyMessages.brandHelp);
    expect(policyMessages.brandHelp).toContain('to keep an agent from someone, choose no brand');
    await userEvent.selectOptions(brand, 'default');
    expect(bodies.bodiesOf(createCall)).toEqual([]);
    await userEvent.click(save());

    expect(await screen.findByText(policyMessages.created)).toBeInTheDocument();
    expect(bodies.bodiesOf(createCall)).toEqual([
      {
        name: 'Handbook',
        description: 'Finance only.',
        allAgents: false,
        gptSystemIds: ['agent-guide', 'agent-handbook'],
        userRoleIds: ['role-finance'],
        groupIds: ['group-legal'],
        userIds: ['user-ada'],
        brandKey: 'default',
      },
    ]);
  });

  it("shows the contract's messages when saved without a name, agents or anyone, and sends nothing", async () => {
    const { api } = await renderAt('/chatAccessPolicy/new', {});
    // Save stays disabled until something changed; a description alone leaves every rule broken.
    expect(await screen.findByRole('button', { name: policyMessages.save })).toBeDisabled();
    await fill(screen.getByRole('textbox', { name: 'Description' }), 'For later');
    await userEvent.click(save());

    expect(await screen.findByText(adminMessages.policyNameRequired)).toBeVisible();
    expect(screen.getByText('Choose the agents, or all agents')).toBeVisible();
    expect(screen.getByText('Choose at least one role, group or user')).toBeVisible();
    expect(fieldset('Agents')).toHaveTextContent(adminMessages.policyAgentsRequired);
    expect(fieldset('Roles')).toHaveTextContent(adminMessages.policyMembersRequired);
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("puts a 400's field error on its field and keeps what was typed", async () => {
    const message = 'No directory group has the id "group-legal".';
    await renderAt('/chatAccessPolicy/new', {
      [createCall]: errorAnswer(400, message, [{ field: 'groupIds', message }]),
    });
    await fill(await screen.findByRole('textbox', { name: /Name/ }), 'Legal agents');
    await userEvent.click(screen.getByRole('checkbox', { name: 'All agents' }));
    await userEvent.click(
      await within(fieldset('Directory groups')).findByRole('checkbox', { name: 'Legal' }),
    );
    await userEvent.click(save());

    await waitFor(() => expect(fieldset('Directory groups')).toHaveTextContent(message));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Legal agents');
    expect(
      within(fieldset('Directory groups')).getByRole('checkbox', { name: 'Legal' }),
    ).toBeChecked();
    expect(location()).toHaveTextContent('/chatAccessPolicy/new');
    expect(screen.queryByText(policyMessages.created)).not.toBeInTheDocument();
  });

  it('opens a policy with its values and saves a change', async () => {
    const { bodies } = await renderAt(`/chatAccessPolicy/${policy.chatAccessPolicyId}/edit`, {
      [`GET ${policyPath}`]: { body: policy },
      [`PUT ${policyPath}`]: { body: policy },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit policy');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Handbook for finance');
    expect(
      await within(fieldset('Agents')).findByRole('checkbox', { name: 'Handbook Search' }),
    ).toBeChecked();
    expect(within(fieldset('Roles')).getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(
      within(fieldset('Users')).getByRole('button', { name: 'Remove Ada Lovelace' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(fieldset('Users')).getByRole('button', { name: 'Remove Ada Lovelace' }),
    );
    await userEvent.click(save());

    expect(await screen.findByText(policyMessages.saved)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/chatAccessPolicy$/));
    expect(bodies.bodiesOf(`PUT ${policyPath}`)).toEqual([
      expect.objectContaining({ name: 'Handbook for finance', userIds: [] }),
    ]);
  });

  it('deletes a policy after confirmation, toasts and goes back to the list', async () => {
    const { api } = await renderAt(`/chatAccessPolicy/${policy.chatAccessPolicyId}/edit`, {
      [`GET ${policyPath}`]: { body: policy },
      [`DELETE ${policyPath}`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: policyMessages.deletePolicy }));
    const dialog = await screen.findByRole('alertdialog', { name: policyMessages.deleteHeading });
    expect(dialog).toHaveTextContent('“Handbook for finance” will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(policyMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/chatAccessPolicy$/));
    expect(api.calls).toContain(`DELETE ${policyPath}`);
  });

  it('keeps a policy for a user without ChatAccessPoliciesWrite read-only, saying why', async () => {
    await renderAt(
      `/chatAccessPolicy/${policy.chatAccessPolicyId}/edit`,
      { [`GET ${policyPath}`]: { body: policy } },
      [actions.ChatAccessPoliciesRead, actions.UserRolesRead, actions.UserRead],
    );
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(
      'You need the ChatAccessPoliciesWrite action to change policies.',
    );
    expect(screen.getByRole('button', { name: policyMessages.deletePolicy })).toBeDisabled();
  });

  it('says why a policy could not be loaded and leads back to the list', async () => {
    await renderAt(`/chatAccessPolicy/${policy.chatAccessPolicyId}/edit`, {
      [`GET ${policyPath}`]: errorAnswer(
        404,
        'No chat access policy has the id "policy-handbook".',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(policyMessages.loadFailed);
    expect(alert).toHaveTextContent('No chat access policy has the id "policy-handbook".');
    await userEvent.click(screen.getByRole('link', { name: policyMessages.backToList }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/chatAccessPolicy$/));
  });
});
