import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { ApiKeyForm } from './api-key-form';
import { apiKeysMessages as messages } from './api-keys-messages';

const label = messages.keys.claude.label;

const meta = {
  title: 'admin-ui/instance-settings/ApiKeyForm',
  decorators: [withRouter],
  component: ApiKeyForm,
  args: {
    apiKey: { kind: 'claude', maskedValue: '••••abcd', updatedAt: '2026-11-27T10:00:00.000Z' },
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ApiKeyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    field: () => canvas.getByLabelText(/^Claude API key/, { selector: 'input' }),
    save: canvas.getByRole('button', { name: 'Save' }),
  };
};

/** A saved key shows only masked; Replace opens an empty input, Cancel puts the mask back. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, field, save } = parts(canvasElement);
    await expect(field()).toHaveValue('••••abcd');
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Replace ${label}` }));
    await expect(field()).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(field()).toHaveValue('••••abcd'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No key yet: the input shows at once; a new key is saved as typed, trimmed. */
export const NoKeyYet: Story = {
  args: { apiKey: { kind: 'claude', maskedValue: null, updatedAt: null } },
  play: async ({ args, canvasElement }) => {
    const { canvas, field, save } = parts(canvasElement);
    await expect(canvas.getByText(messages.notSet)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.deleteLabel })).toBeNull();
    await userEvent.type(field(), ' sk-ant-api03-new-key ');
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('sk-ant-api03-new-key'));
  },
};

/** A key too short is refused on the spot, in the contract's words. */
export const TooShort: Story = {
  args: { apiKey: { kind: 'bing', maskedValue: null, updatedAt: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/^Bing Search API key/, { selector: 'input' }),
      'short',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A key has at least 12 characters.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Without InstanceSettingsWrite: Replace, Save and Delete are disabled, the reason shown. */
export const ReadOnly: Story = {
  args: {
    readOnlyReason: 'You need the InstanceSettingsWrite action to change instance settings.',
  },
  play: async ({ canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    await expect(canvas.getByRole('button', { name: `Replace ${label}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.deleteLabel })).toBeDisabled();
    await expect(save).toBeDisabled();
  },
};
