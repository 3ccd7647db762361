import { adminMessages } from '@parley/api-contract';
import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { RoleActionsField } from './role-actions-field';
import { roleMessages } from './role-messages';
import { roleFormSchema } from './role-schema';
import type { RoleFormValues } from './role-schema';

const meta = {
  title: 'admin-ui/roles/RoleActionsField',
  component: RoleActionsField,
  args: {
    name: 'actions',
    label: roleMessages.actionsLabel,
    helperText: roleMessages.actionsHelp,
    required: true,
  },
  // app-shell's FormHarness comes with its test server (node-only) in `/testing`: a form here.
  render: (args) => (
    <Formik<RoleFormValues>
      initialValues={{ name: 'Editors', actions: ['GptSystemsRead'] }}
      validationSchema={roleFormSchema}
      onSubmit={() => undefined}
    >
      <Form noValidate aria-label="Example form">
        <Stack gap="4">
          <RoleActionsField {...args} />
          <Button type="submit" alignSelf="flex-start" colorPalette="brand">
            Save
          </Button>
        </Stack>
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof RoleActionsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every area of the contract's `actionAreas`, one fieldset each; Agents partly chosen. */
export const AllAreas: Story = {
  play: async ({ canvasElement }) => {
    const agents = within(canvasElement).getByRole('group', { name: 'Agents' });
    await expect(
      within(agents).getByRole('checkbox', { name: roleMessages.selectAllIn('Agents') }),
    ).toBePartiallyChecked();
  },
};

export const SelectAllInArea: Story = {
  play: async ({ canvasElement }) => {
    const connections = within(canvasElement).getByRole('group', { name: 'Connections' });
    await userEvent.click(
      within(connections).getByRole('checkbox', { name: roleMessages.selectAllIn('Connections') }),
    );
    for (const box of within(connections).getAllByRole('checkbox')) {
      await expect(box).toBeChecked();
    }
  },
};

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'GptSystemsRead' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(adminMessages.roleActionsRequired)).toBeVisible();
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: roleMessages.selectAllIn('Chat') });
    selectAll.focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'AgentRead' })).toBeChecked();
    await expect(selectAll).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'AgentRead' })).toBeDisabled();
  },
};
