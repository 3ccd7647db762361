import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeleteConfirmationDialog } from './delete-confirmation-dialog';

interface DemoProps {
  onConfirm: () => void;
}

/** The dialog as a conversation row opens it: from its options button, which gets focus back. */
function DeleteDemo({ onConfirm }: DemoProps) {
  const [open, setOpen] = useState(false);
  const options = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={options} onClick={() => setOpen(true)}>
        Options for Budget review
      </Button>
      <DeleteConfirmationDialog
        heading="Delete chat?"
        name="Budget review"
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
        finalFocusEl={() => options.current}
      />
    </>
  );
}

const meta = {
  title: 'chat-ui/components/DeleteConfirmationDialog',
  component: DeleteDemo,
  args: { onConfirm: fn() },
} satisfies Meta<typeof DeleteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alert dialog starts on its least destructive action and gives focus back when it closes. */
export const FocusStartsOnCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const options = within(canvasElement).getByRole('button', {
      name: 'Options for Budget review',
    });
    await userEvent.click(options);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete chat?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(options).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmDeletes: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Options for Budget review' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete chat?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('“Budget review” will be deleted. This cannot be undone.'),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
