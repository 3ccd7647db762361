import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CitationList } from './citation-list';

const meta = {
  title: 'conversation-ui/conversation/CitationList',
  component: CitationList,
  args: {
    citations: [
      { title: 'Travel policy', path: 'handbook/travel-policy.md' },
      { title: 'Expenses', path: 'handbook/expenses.md' },
    ],
    onDownload: fn(),
  },
} satisfies Meta<typeof CitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloads: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sources = canvas.getByRole('region', { name: 'Sources' });
    await expect(within(sources).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Expenses' }));
    await expect(args.onDownload).toHaveBeenCalledWith(args.citations[1]);
  },
};

export const WhileStreaming: Story = {
  args: { onDownload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Travel policy')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  },
};
