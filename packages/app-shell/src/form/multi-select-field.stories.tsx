import { actionAreas } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { array, object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { MultiSelectField } from './multi-select-field';

const meta = {
  title: 'app-shell/form/MultiSelectField',
  component: MultiSelectField,
  args: {
    name: 'actions',
    label: 'Actions',
    helperText: 'What holders of the role may do',
    required: true,
    columns: 2,
    options: actionAreas.slice(0, 4).map(({ area, actions }) => ({
      label: area,
      options: actions.map((action) => ({ value: action, label: action })),
    })),
  },
  render: (args) => (
    <FormHarness
      initialValues={{ [args.name]: [] as string[] }}
      validationSchema={object({
        [args.name]: array(string()).min(1, 'Choose at least one action'),
      })}
    >
      <MultiSelectField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof MultiSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByArea: Story = {};

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose at least one action')).toBeVisible();
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'AgentRead' });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'AnalyticsRead' })).toBeChecked();
  },
};

export const FlatList: Story = {
  args: {
    name: 'brands',
    label: 'Brands',
    helperText: undefined,
    columns: 1,
    options: [
      { value: 'default', label: 'Default' },
      { value: 'harbour', label: 'Harbour' },
    ],
  },
};
