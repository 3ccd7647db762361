import { promptInputMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agentLookMessages as messages } from './agent-look-messages';
import { AgentPromptForm } from './agent-prompt-form';
import { emptyAgentPromptForm } from './agent-prompt-schema';

const meta = {
  title: 'admin-ui/agents/AgentPromptForm',
  decorators: [withRouter],
  component: AgentPromptForm,
  args: {
    initialValues: emptyAgentPromptForm,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof AgentPromptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: canvas.getByRole('textbox', { name: messages.promptTitle }),
    text: canvas.getByRole('textbox', { name: messages.promptText }),
    save: canvas.getByRole('button', { name: messages.save }),
  };
};

/** A new prompt, sent trimmed. */
export const Added: Story = {
  play: async ({ args, canvasElement }) => {
    const { title, text, save } = parts(canvasElement);
    await expect(save).toBeDisabled();
    await userEvent.type(title, '  Book a trip ');
    await userEvent.type(text, 'Book me a flight');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Book a trip',
        text: 'Book me a flight',
      }),
    );
  },
};

/** Blank fields are refused in the contract's words, and nothing is sent. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, title, save } = parts(canvasElement);
    await userEvent.type(title, '   ');
    await userEvent.click(save);
    await expect(await canvas.findByText(promptInputMessages.titleRequired)).toBeVisible();
    await expect(canvas.getByText(promptInputMessages.textRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An existing prompt: Cancel leaves without saving. */
export const Editing: Story = {
  args: { initialValues: { title: 'Book a trip', text: 'Book me a flight' } },
  play: async ({ args, canvasElement }) => {
    const { canvas, title } = parts(canvasElement);
    await expect(title).toHaveValue('Book a trip');
    await userEvent.click(canvas.getByRole('button', { name: messages.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
