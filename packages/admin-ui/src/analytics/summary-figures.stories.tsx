import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTotals } from './analytics-fixtures';
import { analyticsMessages as messages } from './analytics-messages';
import { SummaryFigures } from './summary-figures';

const meta = {
  title: 'admin-ui/analytics/SummaryFigures',
  component: SummaryFigures,
  args: { totals: sampleTotals },
} satisfies Meta<typeof SummaryFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's headline figures, as a description list. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.figures.activeUsers)).toBeVisible();
    await expect(canvas.getByText('590,640')).toBeVisible();
    await expect(canvas.getByText(messages.figures.estimated(3))).toBeVisible();
  },
};

/** No answers yet: no latency to average. */
export const NoAnswers: Story = {
  args: {
    totals: {
      ...sampleTotals,
      answers: 0,
      inputTokens: 0,
      outputTokens: 0,
      activeUsers: 0,
      publicAnswers: 0,
      hipaaModeAnswers: 0,
      estimatedTokenAnswers: 0,
      averageFirstTokenMs: null,
      averageTotalMs: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(messages.figures.none)).toHaveLength(2);
  },
};
