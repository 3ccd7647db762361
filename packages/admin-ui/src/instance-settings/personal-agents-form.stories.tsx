import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { instanceSettingsMessages as messages } from './instance-settings-messages';
import { PersonalAgentsForm } from './personal-agents-form';

const meta = {
  title: 'admin-ui/instance-settings/PersonalAgentsForm',
  decorators: [withRouter],
  component: PersonalAgentsForm,
  args: {
    initialValues: { allowUserCreatedGptSystems: false },
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
    await expect(args.onSubmit).toHaveBeenCalledWith({ allowUserCreatedGptSystems: true });
    await waitFor(() => expect(save).toBeDisabled());
    await expect(allow).toBeChecked();
  },
};

/** Cancel puts back what is stored. */
export const Cancelled: Story = {
  args: { initialValues: { allowUserCreatedGptSystems: true } },
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
    initialValues: { allowUserCreatedGptSystems: true },
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
