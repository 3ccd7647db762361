import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptForm } from './prompt-form';

const meta = {
  title: 'conversation-ui/conversation/user-prompts/PromptForm',
  component: PromptForm,
  args: {
    initial: { title: '', text: '' },
    submitLabel: 'Save prompt',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof PromptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save prompt' }));
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Prompt text is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    initial: { title: 'Summarise', text: 'Summarise this:' },
    submitLabel: 'Save changes',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), ' briefly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Summarise briefly',
      text: 'Summarise this:',
    });
  },
};
