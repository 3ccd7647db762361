import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sourceOf } from '../testing/console-fixtures';
import { sampleAdminAgent } from './agent-fixtures';
import { agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';
import { AgentTable } from './agent-table';

const statuses = ['Active', 'Draft', 'Inactive', 'Deleted'] as const;

/** One agent in each status, named after it. */
const agents = statuses.map((status, index) =>
  sampleAdminAgent({
    gptSystemId: `a1b2c3d4-0000-4000-8000-00000000010${index}`,
    name: `${status} agent`,
    status,
  }),
);

const meta = {
  title: 'admin-ui/agents/AgentTable',
  component: AgentTable,
  args: { source: sourceOf({ rows: agents }), sorting: [], onSortingChange: fn() },
  decorators: [withRouter],
} satisfies Meta<typeof AgentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each status as a word and a colour of its own; a deleted agent's name opens its publishing page. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badgeColours = statuses.map((status) => {
      const row = canvas.getByRole('row', { name: new RegExp(`^${status} agent`) });
      return getComputedStyle(within(row).getByText(status)).backgroundColor;
    });
    await expect(new Set(badgeColours).size).toBe(statuses.length);

    const idOf = (status: (typeof statuses)[number]) =>
      agents.find((agent) => agent.status === status)?.gptSystemId ?? '';
    await expect(canvas.getByRole('link', { name: 'Active agent' })).toHaveAttribute(
      'href',
      agentPaths.edit(idOf('Active')),
    );
    await expect(canvas.getByRole('link', { name: 'Deleted agent' })).toHaveAttribute(
      'href',
      agentPaths.publish(idOf('Deleted')),
    );
  },
};

export const Empty: Story = {
  args: { source: sourceOf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(agentMessages.listEmpty)).toBeVisible();
  },
};

/** In Arabic: the headers, statuses and links are Arabic; the agents' names stay as given. */
export const InArabic: Story = {
  parameters: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'الوكلاء' });
    await expect(within(table).getByRole('columnheader', { name: /الاسم/ })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'تاريخ الإنشاء' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /^Draft agent/ });
    await expect(within(row).getByText('مسودة')).toBeVisible();
    await expect(within(row).getByRole('link', { name: 'النشر: Draft agent' })).toBeVisible();
    await expect(getComputedStyle(table).direction).toBe('rtl');
  },
};
