import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sourceOf } from '../testing/console-fixtures';
import { sampleReportSummary } from './moderation-fixtures';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { ModerationTable } from './moderation-table';

const meta = {
  title: 'admin-ui/moderation/ModerationTable',
  component: ModerationTable,
  args: {
    status: 'Open',
    source: sourceOf({
      rows: [
        sampleReportSummary(),
        sampleReportSummary({
          moderationReportId: 'report-2',
          gptReference: { gptSystemId: 'agent-recipes', name: null },
          agentOpenReportCount: 1,
          agentReasons: [{ reportReason: 'Other', count: 1 }],
          reportReason: 'Other',
        }),
      ],
    }),
  },
  decorators: [withRouter],
} satisfies Meta<typeof ModerationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each report with its agent's reasons counted and its status in words and colour. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: messages.listLabel });
    await expect(within(table).getByRole('link', { name: "Sam's notes" })).toBeVisible();
    await expect(within(table).getByRole('link', { name: messages.unnamedAgent })).toBeVisible();
    await expect(within(table).getByText('False or misleading information (2)')).toBeVisible();
  },
};

/** No open report. */
export const Empty: Story = {
  args: { source: sourceOf({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.listEmpty('Open'))).toBeVisible();
  },
};
