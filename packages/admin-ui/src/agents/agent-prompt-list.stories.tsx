import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agentLookMessages as messages } from './agent-look-messages';
import { AgentPromptList } from './agent-prompt-list';

const prompts = [
  { promptId: 'p-1', title: 'Book a trip', text: 'Book me a flight to Lisbon next Tuesday.' },
  { promptId: 'p-2', title: 'Expenses', text: 'How do I claim a taxi?' },
];

const meta = {
  title: 'admin-ui/agents/AgentPromptList',
  component: AgentPromptList,
  args: { prompts, onEdit: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof AgentPromptList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In their order; Edit hands the prompt over, Delete asks first. */
export const Listed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: messages.promptsLabel })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: messages.editPrompt('Expenses') }));
    await expect(args.onEdit).toHaveBeenCalledWith(prompts[1]);
    await userEvent.click(
      canvas.getByRole('button', { name: messages.deletePrompt('Book a trip') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: messages.deletePromptHeading,
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(prompts[0]);
  },
};

export const Empty: Story = {
  args: { prompts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.promptsEmpty)).toBeVisible();
  },
};

/** Without GptSystemsWrite: the buttons stay, disabled, with the reason. */
export const ReadOnly: Story = {
  args: { disabledReason: 'Your roles lack GptSystemsWrite, needed to change agents.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: messages.editPrompt('Expenses') }),
    ).toBeDisabled();
  },
};
