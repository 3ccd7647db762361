import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConversationItem } from './conversation-item';

const meta = {
  title: 'chat-ui/sidebar/ConversationItem',
  component: ConversationItem,
  args: {
    title: 'Budget review',
    archived: false,
    selected: false,
    selectable: true,
    exportable: true,
    onSelect: fn(),
    onRename: fn(),
    onArchive: fn(),
    onUnarchive: fn(),
    onDelete: fn(),
    onExport: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 38 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenameWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Options for Budget review' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Rename' }));
    const field = await canvas.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Budget 2027{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Budget 2027');
  },
};

export const Archived: Story = {
  args: { archived: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Options for Budget review' }),
    );
    const unarchive = await body.findByRole('menuitem', { name: 'Unarchive' });
    await waitFor(() => expect(unarchive).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const BannedAgentHidesExport: Story = {
  args: { exportable: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Options for Budget review' }),
    );
    await body.findByRole('menuitem', { name: 'Delete' });
    await expect(body.queryByRole('menuitem', { name: 'Export' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const SelectionDisabledDuringTour: Story = {
  args: { selectable: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Budget review' }),
    ).toBeDisabled();
  },
};
