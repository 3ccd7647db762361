import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionForm } from './connection-form';
import { compileConfigurationForm } from './connection-form-compiler';
import {
  sampleConnectionRoles,
  sampleOpenAiConfiguration,
  sampleWebsiteConfiguration,
} from './connection-fixtures';
import { connectionConsoleMessages as messages } from './connection-messages';

const roles = {
  status: 'ready' as const,
  options: sampleConnectionRoles.map((role) => ({ value: role.userRoleId, label: role.name })),
};
const openAi = compileConfigurationForm(
  sampleOpenAiConfiguration.jsonSchema,
  sampleOpenAiConfiguration.uiSchema,
);

const meta = {
  title: 'admin-ui/connections/ConnectionForm',
  decorators: [withRouter],
  component: ConnectionForm,
  args: {
    providerType: 'openai-compatible',
    providerName: 'OpenAI-compatible models',
    initialValues: { name: '', description: '', userRoleIds: [], dynamicConfigurationData: {} },
    configuration: { status: 'ready', form: openAi },
    maskedSecrets: {},
    roles,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConnectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's settings drawn from its schema; no Delete on a new connection. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Endpoint address/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.save })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: messages.deleteConnection })).toBeNull();
  },
};

/** Save stays disabled while the provider's schema loads, whatever the user typed. */
export const SchemaLoading: Story = {
  args: { configuration: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Lab');
    await expect(canvas.getByText(messages.settingsLoading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.save })).toBeDisabled();
  },
};

/** Section 5's words for what is missing; nothing is saved. */
export const NothingFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Contact e-mail/ }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText('Connection name is required')).toBeVisible();
    await expect(canvas.getByText('Connection description is required')).toBeVisible();
    await expect(canvas.getByText('Endpoint address is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A stored key shows masked and read-only, with Replace; Delete is offered. */
export const EditWithStoredKey: Story = {
  args: {
    initialValues: {
      name: 'Lab models',
      description: 'The GPU box in the lab.',
      userRoleIds: ['role-administrator'],
      dynamicConfigurationData: { baseUrl: 'http://gpu.lab.example/v1' },
    },
    configuration: {
      status: 'ready',
      form: compileConfigurationForm(
        sampleOpenAiConfiguration.jsonSchema,
        sampleOpenAiConfiguration.uiSchema,
        new Set(['apiKey']),
      ),
    },
    maskedSecrets: { apiKey: '••••abcd' },
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByDisplayValue('••••abcd')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Replace API key' }));
    await expect(await canvas.findByLabelText(/^API key/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: messages.deleteConnection })).toBeEnabled();
  },
};

/** A website: the library to fill, and the page and depth limits. */
export const Website: Story = {
  args: {
    providerType: 'website',
    providerName: 'Website',
    configuration: {
      status: 'ready',
      form: compileConfigurationForm(
        sampleWebsiteConfiguration.jsonSchema,
        sampleWebsiteConfiguration.uiSchema,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /File library/ })).toBeVisible();
    await expect(await canvas.findByRole('spinbutton', { name: /Page limit/ })).toHaveValue(50);
  },
};
