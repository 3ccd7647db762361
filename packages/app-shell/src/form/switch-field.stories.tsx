import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormHarness } from '../testing/form-harness';
import { SwitchField } from './switch-field';

const meta = {
  title: 'app-shell/form/SwitchField',
  component: SwitchField,
  args: {
    name: 'isBannedFromSharingAgents',
    label: 'Block sharing agents',
    helperText: 'Agents already shared stay shared',
  },
  render: (args) => (
    <FormHarness initialValues={{ [args.name]: false }}>
      <SwitchField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const TurnedOnByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('checkbox', { name: 'Block sharing agents' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Agents already shared stay shared');
  },
};
