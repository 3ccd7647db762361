import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { number, object } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { NumberField } from './number-field';

const meta = {
  title: 'app-shell/form/NumberField',
  component: NumberField,
  args: { name: 'temperature', label: 'Temperature', helperText: 'From 0 to 2', step: 0.1 },
  render: (args) => (
    <FormHarness
      initialValues={{ [args.name]: 0.7 }}
      validationSchema={object({
        [args.name]: number()
          .required('Temperature is required')
          .min(0, 'Temperature must be at least 0')
          .max(2, 'Temperature must be at most 2'),
      })}
    >
      <NumberField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Value: Story = {};

export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Temperature' });
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.tab();
    await expect(await canvas.findByText('Temperature must be at most 2')).toBeVisible();
    await expect(input).toHaveValue(2.5);
  },
};
