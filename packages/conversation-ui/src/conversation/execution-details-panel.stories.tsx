import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleExecutionDetails, sampleTraceLogs } from '@parley/api-client/testing';
import { ExecutionDetailsPanel } from './execution-details-panel';

const meta = {
  title: 'conversation-ui/conversation/ExecutionDetailsPanel',
  component: ExecutionDetailsPanel,
  args: {
    open: true,
    onClose: fn(),
    loading: false,
    failed: false,
    details: sampleExecutionDetails,
    traceLogs: sampleTraceLogs,
  },
} satisfies Meta<typeof ExecutionDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTraceLogs: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Execution details' });
    // The drawer slides in: wait until it has.
    await waitFor(() => expect(within(drawer).getByText('offline-default')).toBeVisible(), {
      timeout: 3_000,
    });
    await expect(within(drawer).getByText('Answer truncated')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close execution details' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { details: undefined, traceLogs: undefined, failed: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const message = await body.findByText('The execution details could not be loaded.');
    // The drawer slides in: wait until it has.
    await waitFor(() => expect(message).toBeVisible(), { timeout: 3_000 });
  },
};
