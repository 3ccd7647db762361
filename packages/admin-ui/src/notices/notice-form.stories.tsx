import { noticeMessages } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { NoticeForm } from './notice-form';
import { sampleNotice } from './notice-fixtures';
import { toLocalInput } from './notice-local-time';
import { noticeScreenMessages as messages } from './notice-messages';

const notice = sampleNotice();

const meta = {
  title: 'admin-ui/notices/NoticeForm',
  decorators: [withRouter],
  component: NoticeForm,
  args: {
    initialValues: {
      text: '',
      severity: 'info',
      brandKey: '',
      startsAt: '2026-12-01T08:00',
      endsAt: '2026-12-02T08:00',
    },
    brands: [
      { value: 'default', label: 'default' },
      { value: 'harbour', label: 'harbour' },
    ],
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof NoticeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save stays disabled until something changed; no Delete on a new notice. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messages.save })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: messages.deleteNotice })).toBeNull();
    await expect(canvas.getByText('0 of 1000 characters')).toBeVisible();
  },
};

/** The contract's words for an empty text; nothing is saved. */
export const EmptyText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Text/ }), ' ');
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(noticeMessages.textRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An existing notice, with Delete (withdraw) behind a confirmation. */
export const Editing: Story = {
  args: {
    initialValues: {
      text: notice.text,
      severity: notice.severity,
      brandKey: '',
      startsAt: toLocalInput(notice.startsAt),
      endsAt: toLocalInput(notice.endsAt),
    },
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messages.deleteNotice })).toBeEnabled();
    await expect(canvas.getByDisplayValue(notice.text)).toBeVisible();
  },
};

/** Read-only for a user who may not change notices, saying why. */
export const ReadOnly: Story = {
  args: {
    ...Editing.args,
    readOnlyReason: 'You need the InstanceSettingsWrite action to change notices.',
    deleteReason: 'You need the InstanceSettingsWrite action to withdraw notices.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Text/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.deleteNotice })).toBeDisabled();
  },
};
