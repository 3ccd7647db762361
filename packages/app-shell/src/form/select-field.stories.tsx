import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { SelectField } from './select-field';

const meta = {
  title: 'app-shell/form/SelectField',
  component: SelectField,
  args: {
    name: 'brandKey',
    label: 'Brand',
    placeholder: 'Choose a brand',
    required: true,
    options: [
      { value: 'default', label: 'Default' },
      { value: 'harbour', label: 'Harbour' },
    ],
  },
  render: (args) => (
    <FormHarness
      initialValues={{ [args.name]: '' }}
      validationSchema={object({ [args.name]: string().required('Brand is required') })}
    >
      <SelectField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Brand/ });
    await userEvent.selectOptions(select, 'Harbour');
    await expect(select).toHaveValue('harbour');
  },
};

export const RequiredAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Brand is required')).toBeVisible();
  },
};
