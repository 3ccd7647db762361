import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuditDiffView, auditDiffMessages } from './audit-diff-view';

const meta = {
  title: 'admin-ui/audit/AuditDiffView',
  component: AuditDiffView,
  args: {
    before: { name: 'Editors', actions: ['AgentRead'], description: 'Writes the guides' },
    after: { name: 'Writers', actions: ['AgentRead', 'GptSystemsRead'], brandKey: 'north' },
  },
} satisfies Meta<typeof AuditDiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role renamed and given an action: changed, added and removed keys, each named and marked. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: auditDiffMessages.differences });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['namechanged', 'actionschanged', 'brandKeyadded', 'descriptionremoved']);
    const after = canvas.getByRole('region', { name: auditDiffMessages.after });
    await expect(
      [...after.querySelectorAll('[data-change]')].map((line) => line.getAttribute('data-change')),
    ).toEqual(['changed', 'changed', 'added']);
    const before = canvas.getByRole('region', { name: auditDiffMessages.before });
    await expect(
      within(before)
        .getByText(/"description"/)
        .closest('[data-change]'),
    ).toHaveAttribute('data-change', 'removed');
  },
};

/** A creation: nothing before, every key added. */
export const Created: Story = {
  args: { before: null, after: { name: 'Editors', actions: ['AgentRead'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(auditDiffMessages.nothingBefore)).toBeVisible();
  },
};

/** A deletion: every key removed, nothing after. */
export const Deleted: Story = {
  args: { before: { name: 'Editors', actions: ['AgentRead'] }, after: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(auditDiffMessages.nothingAfter)).toBeVisible();
  },
};

/** A change that left the recorded values as they were (a role assigned twice). */
export const NoDifference: Story = {
  args: { before: { name: 'Editors' }, after: { name: 'Editors' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(auditDiffMessages.noDifference)).toBeVisible();
  },
};
