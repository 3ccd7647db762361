import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness } from '../testing/form-harness';
import { SecretField } from './secret-field';

const meta = {
  title: 'app-shell/form/SecretField',
  component: SecretField,
  args: {
    name: 'apiKey',
    label: 'API key',
    helperText: 'Stored encrypted; only its last characters are ever shown',
    maskedValue: '••••••abcd',
  },
  render: (args) => (
    <FormHarness initialValues={{ [args.name]: undefined }}>
      <SecretField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stored: Story = {};

export const Replacing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace API key' }));
    const input = canvas.getByLabelText('API key');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const ReplaceCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace API key' }));
    await userEvent.type(canvas.getByLabelText('API key'), 'sk-typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel replacing API key' }));
    await expect(canvas.getByRole('textbox', { name: 'API key' })).toHaveValue('••••••abcd');
  },
};

export const NoneStored: Story = { args: { maskedValue: null } };
