import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ownPersonalAgent } from '@parley/api-client/testing';
import { AgentRow } from './agent-row';

const meta = {
  title: 'chat-ui/sidebar/AgentRow',
  component: AgentRow,
  args: {
    agent: ownPersonalAgent,
    label: 'My drafting agent',
    standing: 'normal',
    pinned: true,
    editable: true,
    reportable: false,
    onOpen: fn(),
    onPin: fn(),
    onUnpin: fn(),
    onEdit: fn(),
    onReport: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PinnedAndEditable: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Options for My drafting agent' }),
    );
    const edit = await body.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeVisible());
    await userEvent.click(body.getByRole('menuitem', { name: 'Unpin' }));
    await expect(args.onUnpin).toHaveBeenCalledOnce();
  },
};

export const Blocked: Story = {
  args: { label: 'Blocked Agent', standing: 'blocked', pinned: false, editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Blocked Agent' })).toBeVisible();
  },
};
