import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { instanceSettingsMessages as messages } from './instance-settings-messages';
import { PersonalAgentsForm } from './personal-agents-form';

const rest = { allowAgentSharing: true, maxAgentsPerUser: null };

const meta = {
  title: 'admin-ui/instance-settings/PersonalAgentsForm',
  decorators: [withRouter],
  component: PersonalAgentsForm,
  args: {
    initialValues: { allowUserCreatedGptSystems: false, ...rest },
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof PersonalAgentsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    allow: canvas.getByRole('checkbox', { name: messages.allowPersonalAgents }),
    save: canvas.getByRole('button', { name: messages.save }),
  };
};

/** Switched on and saved; Save then waits for the next change. */
export const SwitchedOn: Story = {
  play: async ({ args, canvasElement }) => {
    const { allow, save } = parts(canvasElement);
    await expect(save).toBeDisabled();
    await userEvent.click(allow);
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ allowUserCreatedGptSystems: true, ...rest });
    await waitFor(() => expect(save).toBeDisabled());
    await expect(allow).toBeChecked();
  },
};

/** Cancel puts back what is stored. */
export const Cancelled: Story = {
  args: { initialValues: { allowUserCreatedGptSystems: true, ...rest } },
  play: async ({ args, canvasElement }) => {
    const { canvas, allow, save } = parts(canvasElement);
    await userEvent.click(allow);
    await expect(allow).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: messages.cancel }));
    await expect(allow).toBeChecked();
    await expect(save).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without InstanceSettingsWrite: the reason heads the form, the switch and Save are disabled. */
export const ReadOnly: Story = {
  args: {
    initialValues: { allowUserCreatedGptSystems: true, ...rest },
    readOnlyReason: messages.needs('InstanceSettingsWrite', 'change instance settings'),
  },
  play: async ({ canvasElement }) => {
    const { canvas, allow, save } = parts(canvasElement);
    await expect(canvas.getByText(messages.readOnly)).toBeVisible();
    await expect(allow).toBeDisabled();
    await expect(save).toBeDisabled();
  },
};

/** The server refused the change: a red alert, the change kept. */
export const SaveRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw {
        status: 403,
        data: {
          statusCode: 403,
          error: 'Forbidden',
          message:
            'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
        },
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, allow, save } = parts(canvasElement);
    await userEvent.click(allow);
    await userEvent.click(save);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.saveFailed);
    await expect(allow).toBeChecked();
  },
};

/** Sharing off and a limit of 3 agents each; an emptied limit is saved as no limit. */
export const SharingAndLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: messages.allowSharing }));
    const most = canvas.getByRole('spinbutton', { name: messages.maxAgentsPerUser });
    await userEvent.type(most, '0');
    await userEvent.click(save);
    await expect(
      await canvas.findByText(
        'Enter a whole number from 1 to 1000, or leave it empty for no limit.',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(most);
    await userEvent.type(most, '3');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        allowUserCreatedGptSystems: false,
        allowAgentSharing: false,
        maxAgentsPerUser: 3,
      }),
    );
  },
};
