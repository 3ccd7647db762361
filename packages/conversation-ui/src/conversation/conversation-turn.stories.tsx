import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import chartUrl from '../markdown/sample-chart.svg?no-inline';
import { ConversationTurn } from './conversation-turn';

const meta = {
  title: 'conversation-ui/conversation/ConversationTurn',
  component: ConversationTurn,
  args: {
    question: 'How many days of leave do I get?',
    answer:
      'You get **25 days** of paid leave a year.\n\n- Carry over up to 5 days\n- Ask your manager first',
    citations: [{ title: 'Leave policy', path: 'library/leave.md' }],
    onDownloadCitation: fn(),
    actions: { onCopy: fn(), feedback: null, onFeedback: fn() },
  },
  decorators: [
    (Story) => (
      <Box maxW="3xl" p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ConversationTurn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredAnswer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 days')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Leave policy' }));
    await expect(args.onDownloadCitation).toHaveBeenCalledWith({
      title: 'Leave policy',
      path: 'library/leave.md',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Good answer' }));
    await expect(args.actions?.onFeedback).toHaveBeenCalledWith('Positive');
  },
};

export const Streaming: Story = {
  args: {
    answer: 'Looking at the policy, you',
    streaming: true,
    statusText: 'Searching documents...',
    codeInterpreterOutput: 'print(25 * 8)\n200',
    codeInterpreterRunning: true,
    generatedImages: [{ uri: chartUrl, title: 'Leave taken per month' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Searching documents...')).toBeVisible();
    // The panel's code loads with the first answer that has code-interpreter output.
    await expect(
      await canvas.findByRole('region', { name: 'Code interpreter output' }, { timeout: 10_000 }),
    ).toHaveTextContent('200');
    await expect(canvas.getByRole('img', { name: 'Leave taken per month' })).toHaveStyle({
      maxHeight: '400px',
    });
    // The actions wait for the stored answer.
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  },
};

export const Stopped: Story = {
  args: { answer: 'You get 25', status: 'Stopped' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stopped')).toBeVisible();
  },
};

export const EditQuestion: Story = {
  args: { onEditQuestion: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const field = canvas.getByRole('textbox', { name: 'Edit question' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'And sick leave?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEditQuestion).toHaveBeenCalledWith('And sick leave?');
  },
};

export const Branches: Story = {
  args: {
    branch: {
      position: { index: 2, count: 3, previousId: 'first', nextId: 'third' },
      onSelect: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next branch' }));
    await expect(args.branch?.onSelect).toHaveBeenCalledWith('third');
  },
};
