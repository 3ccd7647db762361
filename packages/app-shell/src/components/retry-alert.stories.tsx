import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serverErrorMessages } from '../server-errors/describe-server-error';
import { RetryAlert, retryAlertMessages } from './retry-alert';

const meta = {
  title: 'app-shell/components/RetryAlert',
  component: RetryAlert,
  args: {
    title: 'The roles could not be loaded',
    error: { status: 503, data: { message: 'The roles store is restarting.' } },
    onRetry: fn(),
  },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The roles store is restarting.');
    await userEvent.click(within(alert).getByRole('button', { name: retryAlertMessages.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** What is shown still works without it: a warning. */
export const Warning: Story = {
  args: {
    status: 'warning',
    error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      serverErrorMessages.unreachable,
    );
  },
};

/** Nothing to try again: the alert only reports. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
