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

const passage = {
  title: 'ferries.pdf, page 2',
  path: 'libraries/00000000-0000-4000-8000-0000000000d1/files/00000000-0000-4000-8000-0000000000f1/chunks/3',
};

export const LibraryPassages: Story = {
  args: { citations: [passage, ...meta.args.citations], onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ferries.pdf, page 2' }));
    await expect(args.onOpen).toHaveBeenCalledWith(passage);
    // An attached document is only downloaded: its title opens nothing.
    await expect(canvas.queryByRole('button', { name: 'Travel policy' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Download ferries.pdf, page 2' }),
    ).toBeVisible();
  },
};
