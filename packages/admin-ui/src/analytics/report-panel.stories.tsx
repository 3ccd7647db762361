import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleReport } from './analytics-fixtures';
import { analyticsMessages as messages, reportSections } from './analytics-messages';
import { ReportPanel } from './report-panel';

const section = (report: (typeof reportSections)[number]['report']) => {
  const found = reportSections.find((candidate) => candidate.report === report);
  if (!found) throw new Error(`No section for ${report}`);
  return found;
};

const meta = {
  title: 'admin-ui/analytics/ReportPanel',
  component: ReportPanel,
  args: {
    ...section('system'),
    periodLabel: 'Last 7 days',
    result: sampleReport('system'),
    isLoading: false,
    error: undefined,
    onRetry: fn(),
  },
} satisfies Meta<typeof ReportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked bars, with the same rows in a table only screen readers see. */
export const Agents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', {
      name: messages.tableCaption('Agents', 'Last 7 days'),
    });
    await expect(
      within(table).getByRole('rowheader', { name: 'Parley Assistant' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Handbook Search')).toBeInTheDocument();
  },
};

/** Columns over time: answers per day. */
export const AnswersOverTime: Story = {
  args: { ...section('hour'), result: sampleReport('hour') },
};

/** Input and output tokens stacked per day. */
export const TokensOverTime: Story = {
  args: { ...section('tokens'), result: sampleReport('tokens') },
};

/** The privacy report says what public and HIPAA mode mean. */
export const Privacy: Story = {
  args: { ...section('privacy'), result: sampleReport('privacy') },
};

/** A sighted user may read the table instead of the chart. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.showTable }));
    await expect(canvas.getByRole('rowheader', { name: 'Parley Assistant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.showChart })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { result: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: messages.loading('Agents') }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { result: sampleReport('system', { rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    result: undefined,
    error: { status: 500, data: 'The database is not reachable.' },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.loadFailed('Agents'));
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
