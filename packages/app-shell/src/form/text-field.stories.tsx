import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { TextField } from './text-field';

const meta = {
  title: 'app-shell/form/TextField',
  component: TextField,
  args: { name: 'name', label: 'Name', helperText: 'Shown to every user', required: true },
  render: (args) => (
    <FormHarness
      initialValues={{ [args.name]: '' }}
      validationSchema={object({ [args.name]: string().trim().required('Name is required') })}
    >
      <TextField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const input = canvas.getByRole('textbox', { name: /Name/ });
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Shown to every user Name is required');
  },
};

/** Above `limits.dynamicMultilineAbove` (500) allowed characters the field is a 3-row text area. */
export const LongLimit: Story = {
  args: { name: 'instructions', label: 'Instructions', helperText: undefined, maxLength: 2_000 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Instructions/ });
    await expect(box.tagName).toBe('TEXTAREA');
    await expect(box).toHaveAttribute('rows', '3');
  },
};
