import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComposerBar } from './composer-bar';
import type { ComposerBarProps } from './composer-bar';

/** The bar is controlled: the story keeps its text, as the composer does. */
function ControlledBar(props: ComposerBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ComposerBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'conversation-ui/conversation/composer/ComposerBar',
  component: ComposerBar,
  render: (args) => <ControlledBar {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    onStop: fn(),
    streaming: false,
    uploads: [],
    onRemoveUpload: fn(),
    uploadAccept: 'image/png,image/jpeg,.txt,.pdf',
    onFilesChosen: fn(),
    onOpenPrompts: fn(),
  },
} satisfies Meta<typeof ComposerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const ShiftEnterBreaksTheLine: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    await expect(input).toHaveValue('one\ntwo');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  args: { value: 'Next question', streaming: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const Blocked: Story = {
  args: { blockedReason: 'Read and accept the guidelines to start chatting.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(
      canvas.getByText('Read and accept the guidelines to start chatting.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  },
};

export const WithUploads: Story = {
  args: {
    value: 'What is in these?',
    uploads: [
      { id: 'f-1', fileName: 'notes.txt', kind: 'file', status: 'ready' },
      { id: 'local-2', fileName: 'report.pdf', kind: 'file', status: 'uploading' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
    await expect(args.onRemoveUpload).toHaveBeenCalledWith('f-1');
    await userEvent.click(canvas.getByRole('button', { name: 'My prompts' }));
    await expect(args.onOpenPrompts).toHaveBeenCalled();
  },
};

export const WithProblem: Story = {
  args: { value: 'Will this arrive?', problem: 'Your question could not be sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your question could not be sent.')).toBeVisible();
  },
};
