import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpeakingAvatarPanel } from './speaking-avatar-panel';

const meta = {
  title: 'conversation-ui/conversation/SpeakingAvatarPanel',
  component: SpeakingAvatarPanel,
  args: {
    agent: { gptSystemId: 'agent-1', avatarVersion: 0 },
    label: 'Opening hours',
    standing: 'normal',
    status: 'off',
    level: 0,
    failure: null,
    onStart: fn(),
    onStopSpeaking: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof SpeakingAvatarPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartsFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Speaking avatar' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Start the speaking avatar to hear answers in its voice.',
    );
    await expect(canvas.queryByRole('button', { name: 'Stop speaking' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start speaking avatar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Speaking: Story = {
  args: { status: 'speaking', level: 0.6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The avatar is speaking');
    await expect(canvas.getByTestId('conversation-speaking-avatar')).toHaveAttribute(
      'data-state',
      'speaking',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Stop speaking' }));
    await expect(args.onStopSpeaking).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'End avatar session' }));
    await expect(args.onEnd).toHaveBeenCalled();
    await expect(
      canvas.queryByRole('button', { name: 'Start speaking avatar' }),
    ).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The avatar is ready: Read aloud speaks through it.',
    );
    await expect(canvas.getByTestId('conversation-speaking-avatar')).toHaveAttribute(
      'data-state',
      'ready',
    );
  },
};

export const FailedToStart: Story = {
  args: {
    failure: {
      kind: 'start',
      detail: 'The speaking avatar is busy: this server already holds 20 sessions.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The speaking avatar could not start');
    await expect(alert).toHaveTextContent('this server already holds 20 sessions');
    await expect(canvas.getByRole('button', { name: 'Start speaking avatar' })).toBeEnabled();
  },
};
