import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { AgentForm } from './agent-form';
import { agentEditorMessages } from './agent-editor-messages';
import type { AgentFormValues } from './agent-schema';

const travelDesk: AgentFormValues = {
  gptSystemName: 'Travel desk',
  introduction: 'I help you book business travel.',
  systemPrompt: 'You book business travel within the travel policy.',
  deploymentName: 'offline',
  temperature: 0.7,
  topP: 1,
  frequencyPenalty: 0,
  maxTokens: 4000,
  capabilityTypes: [],
  restrictAnswerToInformationReturnedByTools: false,
  guidelinesDocumentId: '',
  dataSources: [],
};

const meta = {
  title: 'agent-editor/AgentForm',
  decorators: [withRouter],
  component: AgentForm,
  args: {
    initialValues: travelDesk,
    deployments: [{ value: 'offline', label: 'offline (offline engine)' }],
    guidelinesDocuments: [
      { value: 'c0000000-0000-4000-8000-0000000000a1', label: 'Travel policy (requires consent)' },
    ],
    checks: { errors: [], warnings: [] },
    onSubmit: fn(async () => ({ errors: [], warnings: [] })),
    onCancel: fn(),
  },
} satisfies Meta<typeof AgentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: agentEditorMessages.saveDraft });

/** As loaded: nothing to save until something changes. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** Out-of-range model settings are refused on their fields with the contract's words. */
export const OutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const topP = canvas.getByRole('spinbutton', { name: 'Top P' });
    await userEvent.clear(topP);
    await userEvent.type(topP, '3');
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByText('Top P must be at most 1')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's checks: errors on their fields, warnings in an alert above the form. */
export const ServerChecks: Story = {
  args: {
    checks: {
      errors: [{ field: 'deploymentName', message: 'The deployment "gone" is not available.' }],
      warnings: [
        {
          field: 'topP',
          message: 'Both temperature and top P are changed from their defaults.',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The deployment "gone" is not available.')).toBeVisible();
    await expect(
      canvas.getByText('Both temperature and top P are changed from their defaults.'),
    ).toBeVisible();
  },
};

/** Without the action, every field is read-only and Save says why. */
export const ReadOnly: Story = {
  args: { readOnlyReason: 'You need the GptSystemsWrite action to change agents.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** A system agent's libraries: the chosen ones are saved by id. */
export const DataSources: Story = {
  args: {
    dataSources: [
      { value: 'c0000000-0000-4000-8000-0000000000d1', label: 'Staff handbook' },
      { value: 'c0000000-0000-4000-8000-0000000000d2', label: 'Travel library' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Travel library' }));
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dataSources: ['c0000000-0000-4000-8000-0000000000d2'] }),
    );
  },
};

/** A personal agent's form has no data sources field. */
export const NoDataSourcesField: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('group', { name: agentEditorMessages.dataSources }),
    ).toBeNull();
  },
};
