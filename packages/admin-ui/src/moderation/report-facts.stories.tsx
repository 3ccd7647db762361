import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleReport, sampleResolvedReport } from './moderation-fixtures';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { ReportFacts } from './report-facts';

const meta = {
  title: 'admin-ui/moderation/ReportFacts',
  component: ReportFacts,
  args: { report: sampleReport() },
} satisfies Meta<typeof ReportFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent, its creator's counts and the report, as admin-spec section 2 lists them. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sam's notes")).toBeVisible();
    await expect(canvas.getByText('It invented a travel policy.')).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

/** No details: 'No details provided'; a banned agent says so. */
export const BannedWithoutDetails: Story = {
  args: { report: sampleResolvedReport({ details: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.noDetails)).toBeVisible();
    await expect(canvas.getByText(messages.banned)).toBeVisible();
    await expect(canvas.getByText('Resolved')).toBeVisible();
  },
};
