import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorReportDrawer } from './error-report-drawer';
import { errorReportFixture } from './error-report-fixtures';
import { errorReportMessages } from './error-report-messages';

const messages = errorReportMessages.drawer;

const meta = {
  title: 'admin-ui/error-reports/ErrorReportDrawer',
  component: ErrorReportDrawer,
  args: { open: true, onClose: fn(), report: errorReportFixture(3) },
} satisfies Meta<typeof ErrorReportDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report with where and when it happened, and its stack; Escape closes it. */
export const Report: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: messages.title });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const stack = within(drawer).getByRole('region', { name: messages.stack });
    await waitFor(() => expect(stack).toBeVisible());
    await expect(stack).toHaveTextContent('at Row (row.tsx:12:3)');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An anonymous visitor's report that carries no stack. */
export const AnonymousWithoutStack: Story = {
  args: { report: errorReportFixture(1, { app: 'public-chat', userName: null, stack: null }) },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: messages.title });
    await expect(await within(drawer).findByText(messages.noStack)).toBeInTheDocument();
    await expect(within(drawer).getByText(errorReportMessages.anonymous)).toBeInTheDocument();
  },
};

/** A permalink to a report that is gone: the server's words. */
export const NotFound: Story = {
  args: {
    report: undefined,
    error: {
      status: 404,
      data: {
        statusCode: 404,
        error: 'Not Found',
        message: 'No error report has the id "00000000-0000-4000-8000-000000000009".',
      },
    },
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.failed);
    await expect(alert).toHaveTextContent('No error report has the id');
  },
};
