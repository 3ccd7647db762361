import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reportMessages } from '@parley/api-contract';
import { ReportAgentDialog, reportDialogMessages as messages } from './report-agent-dialog';

const meta = {
  title: 'chat-ui/moderation/ReportAgentDialog',
  component: ReportAgentDialog,
  args: {
    agent: { gptSystemId: 'agent-notes', name: "Sam's notes" },
    conversationId: 'conversation-1',
    open: true,
    onClose: fn(),
  },
} satisfies Meta<typeof ReportAgentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason from the list and optional details, labelled; a report without a reason says so. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.title("Sam's notes") });
    await expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: messages.details })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.send }));
    await expect(await within(dialog).findByText(reportMessages.reasonRequired)).toBeVisible();
  },
};
