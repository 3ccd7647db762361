import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerActions } from './answer-actions';

const meta = {
  title: 'conversation-ui/conversation/AnswerActions',
  component: AnswerActions,
  args: { onCopy: fn(), feedback: 'Positive', onFeedback: fn(), onOpenExecutionDetails: fn() },
} satisfies Meta<typeof AnswerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemovesGivenFeedback: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const good = canvas.getByRole('button', { name: 'Good answer' });
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(good);
    await expect(args.onFeedback).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Execution details' }));
    await expect(args.onOpenExecutionDetails).toHaveBeenCalled();
  },
};

export const CopyOnly: Story = {
  args: { feedback: undefined, onFeedback: undefined, onOpenExecutionDetails: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Good answer' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const ReadingAloud: Story = {
  args: { readAloud: { reading: true, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop reading aloud' }));
    await expect(args.readAloud?.onToggle).toHaveBeenCalled();
  },
};

export const ReadAloudOffered: Story = {
  args: { readAloud: { reading: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    await expect(args.readAloud?.onToggle).toHaveBeenCalled();
  },
};

export const InArabic: Story = {
  args: { readAloud: { reading: false, onToggle: fn() } },
  parameters: { language: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'إجراءات الإجابة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'نسخ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إجابة جيدة' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'تفاصيل التنفيذ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'قراءة بصوت عالٍ' }));
    await expect(args.readAloud?.onToggle).toHaveBeenCalled();
  },
};
