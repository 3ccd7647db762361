import { deploymentMessages } from '@parley/api-contract';
import type { ModelDeploymentView } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agentsSettingsMessages as messages } from './agents-messages';
import { DeploymentForm } from './deployment-form';
import { deploymentInputOf } from './deployment-schema';
import type { DeploymentFormValues } from './deployment-schema';

const stored: ModelDeploymentView = {
  deploymentName: 'cloud-4o',
  provider: 'openai',
  model: 'gpt-4o',
  baseURL: null,
  resourceName: null,
  apiVersion: null,
  maxRetries: 2,
  maskedApiKey: '••••Qz7w',
  hipaaCompliant: false,
  availableToPersonalAgents: true,
  isDefault: false,
  source: 'environment',
  agentCount: 1,
};

const meta = {
  title: 'admin-ui/instance-settings/DeploymentForm',
  decorators: [withRouter],
  component: DeploymentForm,
  args: {
    onSave: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeploymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    field: (label: RegExp) => canvas.getByLabelText(label, { selector: 'input, select' }),
    save: () => canvas.getByRole('button', { name: 'Save' }),
  };
};

/** The values the form saved, as the screen sends them. */
const sent = (onSave: unknown) => {
  const [values] = (onSave as ReturnType<typeof fn>).mock.lastCall as [DeploymentFormValues];
  return deploymentInputOf(values);
};

/**
 * A new deployment: the provider decides which settings are drawn (Azure asks for its resource,
 * the offline engine for nothing but the model); the key is typed once and sent.
 */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, field, save } = parts(canvasElement);
    await expect(canvas.getByRole('heading', { name: messages.newHeading })).toHaveFocus();
    await userEvent.type(field(/^Name/), 'eu-azure');
    await userEvent.selectOptions(field(/^Provider/), 'azure');
    await expect(field(/^Azure resource name/)).toBeVisible();
    await userEvent.selectOptions(field(/^Provider/), 'offline');
    await expect(canvas.queryByLabelText(/^Azure resource name/)).toBeNull();
    await expect(canvas.queryByLabelText(/^API key/)).toBeNull();
    await userEvent.selectOptions(field(/^Provider/), 'azure');
    await userEvent.type(field(/^Model/), 'prod-4o');
    await userEvent.type(field(/^Azure resource name/), 'contoso');
    await userEvent.type(field(/^API key/), 'azure-secret-key-9Xk2');
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(sent(args.onSave)).toMatchObject({
      provider: 'azure',
      model: 'prod-4o',
      resourceName: 'contoso',
      apiKey: 'azure-secret-key-9Xk2',
    });
  },
};

/** An OpenAI-compatible deployment without its endpoint is refused on the spot, in the contract's words. */
export const EndpointRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, field, save } = parts(canvasElement);
    await userEvent.type(field(/^Name/), 'local');
    await userEvent.type(field(/^Model/), 'llama3.2');
    await userEvent.click(save());
    await expect(await canvas.findByText(deploymentMessages.baseUrlRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A stored deployment: its name is not editable, its key shows only masked with Replace; saved
 * untouched, no key is sent; "Remove the saved key" sends null.
 */
export const Stored: Story = {
  args: { deployment: stored },
  play: async ({ args, canvasElement }) => {
    const { canvas, field, save } = parts(canvasElement);
    await expect(canvas.queryByLabelText(/^Name/)).toBeNull();
    await expect(field(/^API key/)).toHaveValue('••••Qz7w');
    await expect(save()).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: messages.hipaaCompliant }));
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(sent(args.onSave)).not.toHaveProperty('apiKey');
    await expect(sent(args.onSave)).toMatchObject({ hipaaCompliant: true });

    await userEvent.click(canvas.getByRole('checkbox', { name: messages.removeApiKey }));
    await expect(canvas.queryByLabelText(/^API key/)).toBeNull();
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(sent(args.onSave).apiKey).toBeNull();
  },
};

/** Read-only for a user without InstanceSettingsWrite: it says why, and nothing can be saved. */
export const ReadOnly: Story = {
  args: { deployment: stored, readOnlyReason: 'Your roles do not grant InstanceSettingsWrite.' },
  play: async ({ canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    await expect(canvas.getByText('Read only')).toBeVisible();
    await expect(save()).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Replace API key' })).toBeDisabled();
  },
};
