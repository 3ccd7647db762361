import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { MultilineField } from './multiline-field';

const meta = {
  title: 'app-shell/form/MultilineField',
  component: MultilineField,
  args: { name: 'description', label: 'Description', helperText: 'At most 20 characters' },
  render: (args) => (
    <FormHarness
      initialValues={{ [args.name]: '' }}
      validationSchema={object({
        [args.name]: string().max(20, 'Description must be at most 20 characters'),
      })}
    >
      <MultilineField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof MultilineField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeRows: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toHaveAttribute('rows', '3');
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'A description that runs on',
    );
    await userEvent.tab();
    await expect(
      await canvas.findByText('Description must be at most 20 characters'),
    ).toBeVisible();
  },
};
