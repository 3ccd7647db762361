import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverFailure, sourceOf } from '../testing/console-fixtures';
import { withRouter } from '@parley/app-shell/stories';
import { AccessPolicyTable } from './access-policy-table';
import { samplePolicies, samplePolicy } from './policy-fixtures';
import { policyMessages } from './policy-messages';

const meta = {
  title: 'admin-ui/access-policies/AccessPolicyTable',
  component: AccessPolicyTable,
  args: { source: sourceOf({ rows: samplePolicies }) },
  decorators: [withRouter],
} satisfies Meta<typeof AccessPolicyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { source: sourceOf({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: policyMessages.listLabel });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: {
    source: sourceOf({
      status: 'error',
      error: serverFailure('The database is away.'),
      retry: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(policyMessages.listLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.source.retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { source: sourceOf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(policyMessages.listEmpty)).toBeVisible();
  },
};

/** All agents or the agents' names; roles, groups and users by kind; the brand or all brands. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Handbook for finance' })).toHaveAttribute(
      'href',
      '/chatAccessPolicy/policy-handbook/edit',
    );
    await expect(canvas.getByText('All agents')).toBeVisible();
    await expect(canvas.getByText('harbour')).toBeVisible();
  },
};

/** A policy naming many agents and people shows three names of each, then how many more. */
export const LongLists: Story = {
  args: {
    source: sourceOf({
      rows: [
        samplePolicy({
          gptSystems: ['Atlas', 'Beacon', 'Compass', 'Dial', 'Echo'].map((name) => ({
            gptSystemId: `agent-${name}`,
            name,
          })),
          groups: ['Finance', 'Legal', 'Sales', 'Support'].map((displayName) => ({
            groupId: `group-${displayName}`,
            displayName,
          })),
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Atlas, Beacon, Compass and 2 more')).toBeVisible();
    await expect(canvas.getByText('Finance, Legal, Sales and 1 more')).toBeVisible();
  },
};
