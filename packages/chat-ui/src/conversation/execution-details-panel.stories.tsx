import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExecutionDetailsPanel } from './execution-details-panel';

const meta = {
  title: 'chat-ui/conversation/ExecutionDetailsPanel',
  component: ExecutionDetailsPanel,
  args: {
    open: true,
    onClose: fn(),
    loading: false,
    failed: false,
    details: {
      conversationSegmentId: 's-1',
      engine: 'offline',
      model: null,
      deploymentName: 'offline-default',
      status: 'Completed',
      inputTokens: 12,
      outputTokens: 240,
      startedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:00:03.000Z',
    },
    traceLogs: [
      { timestamp: '2026-11-20T10:00:00.100Z', level: 'Information', message: 'Model called' },
      { timestamp: '2026-11-20T10:00:02.900Z', level: 'Warning', message: 'Answer truncated' },
    ],
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
