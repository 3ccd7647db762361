import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserPromptsPanel, userPromptMessages } from './user-prompts-panel';

const stamp = '2026-01-01T00:00:00.000Z';

const meta = {
  title: 'conversation-ui/conversation/user-prompts/UserPromptsPanel',
  component: UserPromptsPanel,
  args: {
    status: 'ready',
    currentInput: '',
    onUse: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    prompts: [
      {
        promptId: 'p-1',
        title: 'Summarise',
        text: 'Summarise the following text in three bullet points:',
        createdAt: stamp,
        updatedAt: stamp,
      },
      {
        promptId: 'p-2',
        title: 'Draft an email',
        text: 'Draft a short, friendly email that says:',
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
  },
} satisfies Meta<typeof UserPromptsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UseAPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use Summarise' }));
    await expect(args.onUse).toHaveBeenCalledWith(args.prompts?.[0]);
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Draft an email' }));
    const confirmation = await body.findByRole('alertdialog', { name: 'Delete this prompt?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('p-2');
  },
};

export const SaveCurrentInput: Story = {
  args: { currentInput: 'Translate this into French:' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save current input' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save prompt' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Translate this into French:',
      text: 'Translate this into French:',
    });
  },
};

export const Empty: Story = {
  args: { prompts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(userPromptMessages.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { prompts: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      userPromptMessages.loadFailed,
    );
  },
};
