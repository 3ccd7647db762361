import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { sampleAgents } from './analytics-fixtures';
import { analyticsMessages as messages } from './analytics-messages';

const meta = {
  title: 'admin-ui/analytics/AnalyticsFilterBar',
  component: AnalyticsFilterBar,
  args: {
    filters: { reportingPeriod: 'Last7Days', gptSystemId: undefined },
    agents: sampleAgents,
    onChange: fn(),
  },
} satisfies Meta<typeof AnalyticsFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a period changes the period alone, so the agent stays; deleted agents say so. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(messages.period), 'Last90Days');
    await expect(args.onChange).toHaveBeenCalledWith({ reportingPeriod: 'Last90Days' });
    await expect(canvas.getByRole('option', { name: 'Old helper (deleted)' })).toBeInTheDocument();
  },
};
