import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { voiceInputMessages } from '@parley/api-contract';
import { VoiceInputButton, voiceInputLabels } from './voice-input-button';

const meta = {
  title: 'conversation-ui/conversation/composer/VoiceInputButton',
  component: VoiceInputButton,
  args: { state: { kind: 'idle' }, onStart: fn(), onStop: fn() },
} satisfies Meta<typeof VoiceInputButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: voiceInputLabels.record }),
    );
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Recording: Story = {
  args: { state: { kind: 'recording', elapsedSeconds: 42 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:42');
    await userEvent.click(canvas.getByRole('button', { name: voiceInputLabels.stop }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Transcribing: Story = { args: { state: { kind: 'transcribing' } } };

export const Unavailable: Story = {
  args: { state: { kind: 'unavailable', reason: voiceInputMessages.notConfigured } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: voiceInputLabels.record });
    await expect(button).toHaveAccessibleDescription(voiceInputMessages.notConfigured);
    await userEvent.click(button);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const MicrophoneRefused: Story = {
  args: { problem: voiceInputMessages.permissionDenied },
};
