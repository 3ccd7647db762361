import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { BrandingForm } from './branding-form';
import { brandingMessages as messages } from './branding-messages';

const meta = {
  title: 'admin-ui/instance-settings/BrandingForm',
  decorators: [withRouter],
  component: BrandingForm,
  args: {
    initialValues: {
      name: 'Parley',
      organizationName: 'Parley',
      showFooter: true,
      allowConnections: false,
      defaultBrandKey: 'default',
    },
    brands: [
      { value: 'default', label: 'default' },
      { value: 'harbour', label: 'Harbour' },
    ],
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof BrandingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new name and default brand: the settings are sent trimmed, the brand apart. */
export const Renamed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Application name/ });
    await userEvent.clear(name);
    await userEvent.type(name, ' Harbour Assist ');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: messages.defaultBrand }),
      'harbour',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Harbour Assist',
          organizationName: 'Parley',
          showFooter: true,
          allowConnections: false,
        },
        'harbour',
      ),
    );
  },
};

/** An emptied name is refused on the spot, in the contract's words. */
export const EmptyName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Application name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter the application name.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without InstanceSettingsWrite: every field and Save disabled, the reason shown. */
export const ReadOnly: Story = {
  args: {
    readOnlyReason: 'You need the InstanceSettingsWrite action to change instance settings.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Application name/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: messages.showFooter })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
