import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionBubble } from './question-bubble';

const meta = {
  title: 'conversation-ui/conversation/QuestionBubble',
  component: QuestionBubble,
  args: { question: 'What is the travel budget?', onEdit: fn() },
} satisfies Meta<typeof QuestionBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Edit question' }),
      ' Abroad?{Escape}',
    );
    await expect(canvas.getByText('What is the travel budget?')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const EmptyQuestionCannotBeSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit question' }));
    await expect(canvas.getByText('Question is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
