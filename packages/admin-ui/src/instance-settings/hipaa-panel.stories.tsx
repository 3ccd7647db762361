import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { hipaaGuarantees } from '@parley/api-contract';
import { HipaaPanel } from './hipaa-panel';
import { hipaaMessages as messages } from './hipaa-messages';

const deployments = [
  { deploymentName: 'cloud', provider: 'openai', hipaaCompliant: false },
  { deploymentName: 'local', provider: 'offline', hipaaCompliant: true },
];

const meta = {
  title: 'admin-ui/instance-settings/HipaaPanel',
  component: HipaaPanel,
  args: { settings: { hipaaMode: false, deployments }, onSwitch: fn(async () => undefined) },
} satisfies Meta<typeof HipaaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the guarantees are in view; switching on asks first, listing them and who will refuse. */
export const SwitchingOn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.stateOff);
    await userEvent.click(canvas.getByRole('button', { name: messages.switchOn }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmOnTitle });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    for (const guarantee of hipaaGuarantees) {
      await expect(within(dialog).getByText(guarantee)).toBeVisible();
    }
    await expect(within(dialog).getByText(messages.confirmOnRefused(['cloud']))).toBeVisible();
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.confirmOn }));
    await expect(args.onSwitch).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** On: switching off asks too, saying what returns. */
export const SwitchingOff: Story = {
  args: { settings: { hipaaMode: true, deployments } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.switchOff }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmOffTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(messages.confirmOffBody)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** Without InstanceSettingsWrite: the reason is shown and the switch disabled. */
export const ReadOnly: Story = {
  args: { readOnlyReason: 'Your roles do not allow you to change instance settings.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messages.switchOn })).toBeDisabled();
  },
};
