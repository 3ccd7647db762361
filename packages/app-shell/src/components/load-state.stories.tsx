import { retryAlertMessages } from './retry-alert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../stories/story-router';
import { LoadFailedState, LoadingState } from './load-state';
const meta = {
  title: 'app-shell/components/LoadState',
  component: LoadFailedState,
  decorators: [withRouter],
  args: {
    title: 'The user could not be loaded',
    error: {
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'No user has the id "u-9".' },
    },
    onRetry: fn(),
    back: { to: '/user', label: 'Back to users' },
  },
} satisfies Meta<typeof LoadFailedState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No user has the id "u-9".')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: retryAlertMessages.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/user',
    );
  },
};

/** Retrying is all there is: no way back. */
export const FailedWithoutWayBack: Story = {
  args: { back: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <LoadingState label="Loading the user" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the user' }),
    ).toBeVisible();
  },
};
