import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BudgetMeter } from './budget-meter';
import { budgetMessages as messages } from './budget-messages';

const period = { periodStart: '2026-11-23T00:00:00.000Z', periodEnd: '2026-11-30T00:00:00.000Z' };
const budget = { period: 'Weekly' as const, tokens: 10_000, warningPercent: 75, ...period };

const meta = {
  title: 'admin-ui/instance-settings/BudgetMeter',
  component: BudgetMeter,
  args: { name: 'The whole instance', budget: { ...budget, spentTokens: 2_500 } },
} satisfies Meta<typeof BudgetMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', {
    name: messages.spendLabel('The whole instance'),
  });

/** Under the threshold: the bar and the numbers, no warning. */
export const WithinBudget: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '2500');
    await expect(
      within(canvasElement).getByText('2,500 tokens of 10,000 tokens (25%)'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-standing="ok"]')).not.toBeNull();
  },
};

/** Past the threshold: the warning in words as well as colour. */
export const PastTheWarning: Story = {
  args: { budget: { ...budget, spentTokens: 8_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.warning(75))).toBeVisible();
    await expect(canvasElement.querySelector('[data-standing="warning"]')).not.toBeNull();
  },
};

/** Spent (over the budget): the bar is full and says until when questions are refused. */
export const Spent: Story = {
  args: { budget: { ...budget, spentTokens: 12_345 } },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '10000');
    await expect(within(canvasElement).getByText(messages.spent(period.periodEnd))).toBeVisible();
    await expect(
      within(canvasElement).getByText('12,345 tokens of 10,000 tokens (123%)'),
    ).toBeVisible();
  },
};

/** No budget: the spend alone, no bar. */
export const NoBudget: Story = {
  args: { budget: { ...budget, tokens: null, spentTokens: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(within(canvasElement).getByText(messages.spendNoBudget(42))).toBeVisible();
  },
};
