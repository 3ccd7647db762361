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

/** Arabic layout: the bubble sits on the reading end (left), an English question reads left to right. */
export const EnglishQuestionInArabic: Story = {
  parameters: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('What is the travel budget?');
    await expect(getComputedStyle(question).direction).toBe('ltr');
    await expect(getComputedStyle(question.parentElement as Element).direction).toBe('rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'تعديل السؤال' }));
    await expect(canvas.getByText('السؤال مطلوب')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  },
};
