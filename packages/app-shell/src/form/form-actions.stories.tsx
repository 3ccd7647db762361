import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions, formActionsMessages } from './form-actions';

const meta = {
  title: 'app-shell/form/FormActions',
  component: FormActions,
  args: { canSave: true, isSubmitting: false, onCancel: fn() },
  render: (args) => (
    <form
      aria-label="Example form"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <FormActions {...args} />
    </form>
  ),
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing changed yet: Save waits. */
export const Pristine: Story = {
  args: { canSave: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: formActionsMessages.save }),
    ).toBeDisabled();
  },
};

/** Cancel never submits the form around it. */
export const Changed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: formActionsMessages.save })).toHaveAttribute(
      'type',
      'submit',
    );
    await userEvent.click(canvas.getByRole('button', { name: formActionsMessages.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Saving: a spinner, and Save keeps its name for assistive technology. */
export const Saving: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: formActionsMessages.save }),
    ).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnlyReason: 'You need the UserRolesWrite action to change roles.' },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: formActionsMessages.save });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'You need the UserRolesWrite action to change roles.',
    );
  },
};

/** Further buttons (Delete) follow Cancel. */
export const WithDelete: Story = {
  args: {
    children: (
      <Button type="button" variant="outline" colorPalette="red">
        Delete
      </Button>
    ),
  },
};
