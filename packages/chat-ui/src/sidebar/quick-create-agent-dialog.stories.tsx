import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickCreateAgentDialog } from './quick-create-agent-dialog';

const meta = {
  title: 'chat-ui/sidebar/QuickCreateAgentDialog',
  component: QuickCreateAgentDialog,
  args: { open: true, onClose: fn(), onCreate: fn(async () => undefined) },
} satisfies Meta<typeof QuickCreateAgentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByRole('textbox', { name: /Agent name/ });
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(151));
    await userEvent.click(body.getByRole('button', { name: "Let's go" }));
    await expect(
      await body.findByText('Name exceeds the maximum limit of 150 characters'),
    ).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
