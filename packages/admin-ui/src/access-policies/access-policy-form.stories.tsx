import { adminMessages } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { AccessPolicyForm } from './access-policy-form';
import type { PolicyChoices } from './access-policy-form';
import { emptyAccessPolicyForm } from './access-policy-schema';
import {
  adaLovelace,
  sampleUserSummaries,
  serverFailure,
  sourceOf,
} from '../testing/console-fixtures';
import { sampleAgents, sampleGroups, samplePolicy, sampleRoles } from './policy-fixtures';
import { policyMessages } from './policy-messages';

const ready = (options: PolicyChoices['options']): PolicyChoices => ({ status: 'ready', options });

const policy = samplePolicy();

const meta = {
  title: 'admin-ui/access-policies/AccessPolicyForm',
  decorators: [withRouter],
  component: AccessPolicyForm,
  args: {
    initialValues: { ...emptyAccessPolicyForm, brandKey: '' },
    initialUsers: [],
    agents: ready(sampleAgents.map((agent) => ({ value: agent.gptSystemId, label: agent.name }))),
    roles: ready(sampleRoles.map((role) => ({ value: role.userRoleId, label: role.name }))),
    groups: ready(sampleGroups.map((group) => ({ value: group.id, label: group.displayName }))),
    brands: [{ value: 'default', label: 'default' }],
    userSearch: {
      search: '',
      onSearchChange: fn(),
      results: sourceOf({ rows: sampleUserSummaries }),
    },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof AccessPolicyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save stays disabled until something changed. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: policyMessages.save })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: policyMessages.deletePolicy })).toBeNull();
  },
};

/** The contract's words for a policy without a name, agents or anyone; nothing is saved. */
export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Later');
    await userEvent.click(canvas.getByRole('button', { name: policyMessages.save }));
    await expect(await canvas.findByText(adminMessages.policyNameRequired)).toBeVisible();
    await expect(canvas.getByText(adminMessages.policyAgentsRequired)).toBeVisible();
    await expect(canvas.getByText(adminMessages.policyMembersRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** All agents hides the list of agents, and the policy is saved without any. */
export const AllAgents: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Everything for staff');
    await userEvent.click(canvas.getByRole('checkbox', { name: policyMessages.allAgentsLabel }));
    await expect(canvas.queryByRole('group', { name: policyMessages.agentsLabel })).toBeNull();
    const roles = canvas.getByRole('group', { name: policyMessages.rolesLabel });
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Staff' }));
    await userEvent.click(canvas.getByRole('button', { name: policyMessages.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Everything for staff',
        description: '',
        allAgents: true,
        gptSystemIds: [],
        userRoleIds: ['role-staff'],
        groupIds: [],
        userIds: [],
        brandKey: null,
      }),
    );
  },
};

export const Editing: Story = {
  args: {
    initialValues: {
      name: policy.name,
      description: policy.description,
      allAgents: false,
      gptSystemIds: ['agent-handbook'],
      userRoleIds: ['role-finance'],
      groupIds: [],
      userIds: [adaLovelace.userId],
      brandKey: '',
    },
    initialUsers: policy.users,
    onDelete: fn(async () => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: policyMessages.deletePolicy }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: policyMessages.deleteHeading,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A refused save: the field the server names shows its message; what was chosen stays. */
export const ServerRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      const message = 'No directory group has the id "group-legal".';
      throw {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: [{ field: 'groupIds', message }],
        },
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Legal');
    await userEvent.click(canvas.getByRole('checkbox', { name: policyMessages.allAgentsLabel }));
    const groups = canvas.getByRole('group', { name: policyMessages.groupsLabel });
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Legal' }));
    await userEvent.click(canvas.getByRole('button', { name: policyMessages.save }));
    await expect(
      await within(groups).findByText('No directory group has the id "group-legal".'),
    ).toBeVisible();
    await expect(within(groups).getByRole('checkbox', { name: 'Legal' })).toBeChecked();
  },
};

export const ChoicesLoading: Story = {
  args: {
    agents: { status: 'loading', options: [] },
    roles: { status: 'loading', options: [] },
    groups: { status: 'loading', options: [] },
    userSearch: { search: '', onSearchChange: fn(), results: sourceOf({ status: 'loading' }) },
  },
};

export const ChoicesFailed: Story = {
  args: {
    roles: {
      status: 'error',
      options: [],
      error: serverFailure('The roles store is restarting.'),
      onRetry: fn(),
    },
    groups: ready([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(policyMessages.rolesLoadFailed);
    await expect(canvas.getByText(policyMessages.noGroups)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: {
    ...Editing.args,
    readOnlyReason: policyMessages.needs('ChatAccessPoliciesWrite', 'change policies'),
    deleteReason: policyMessages.needs('ChatAccessPoliciesWrite', 'delete policies'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: policyMessages.save })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: policyMessages.deletePolicy })).toBeDisabled();
  },
};
