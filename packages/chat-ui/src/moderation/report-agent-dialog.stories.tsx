import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reportMessages } from '@parley/api-contract';
import { ReportAgentForm } from './report-agent-dialog';

const meta = {
  title: 'chat-ui/moderation/ReportAgentForm',
  component: ReportAgentForm,
  args: {
    agent: { name: "Sam's notes" },
    open: true,
    onClose: fn(),
    onSend: fn(async () => undefined),
  },
} satisfies Meta<typeof ReportAgentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason from the list and optional details, labelled; a report without a reason says so. */
export const ReasonRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Report "Sam\'s notes"' });
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText(reportMessages.reasonRequired)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A chosen reason and details are sent, trimmed. */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Report "Sam\'s notes"' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason/ }),
      'Other',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      ' Odd ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSend).toHaveBeenCalledWith('Other', 'Odd');
  },
};

/** In Arabic: title, fields, reasons and the missing-reason message are Arabic, the name as given. */
export const InArabic: Story = {
  parameters: { language: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "الإبلاغ عن «Sam's notes»" });
    const reason = within(dialog).getByRole('combobox', { name: /السبب/ });
    await waitFor(() => expect(reason).toBeVisible());
    await expect(within(reason).getByRole('option', { name: 'سبب آخر' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('textbox', { name: 'التفاصيل (اختيارية)' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    await expect(await within(dialog).findByText('يجب اختيار سبب')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
