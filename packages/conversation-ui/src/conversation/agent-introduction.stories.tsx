import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentIntroduction } from './agent-introduction';

const meta = {
  title: 'conversation-ui/conversation/AgentIntroduction',
  component: AgentIntroduction,
  args: {
    agent: { gptSystemId: 'agent-policy', avatarVersion: null },
    label: 'Policy helper',
    standing: 'normal',
    introduction: 'I answer questions about **company policy**.',
    prompts: [
      { promptId: 'p-1', title: 'Leave', text: 'How much leave do I get?' },
      { promptId: 'p-2', title: 'Expenses', text: 'How do I claim expenses?' },
    ],
    onPrompt: fn(),
  },
} satisfies Meta<typeof AgentIntroduction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksAPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Policy helper' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(args.onPrompt).toHaveBeenCalledWith(args.prompts[0]);
  },
};

export const PromptsDisabled: Story = {
  args: { promptsDisabled: true, label: 'Banned Agent', standing: 'banned' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Leave' })).toBeDisabled();
  },
};
