import { configStatesApi, segmentsApi } from '@parley/api-client';
import type { TraceLog } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleExecutionDetails, sampleTraceLogs } from '@parley/api-client/testing';
import { loadedStore, storeWith, withStoryStore } from '../testing/story-store';
import { ExecutionDetailsDrawer } from './execution-details-drawer';
import { EXECUTION_DETAILS_FAILED, EXECUTION_DETAILS_TITLE } from './execution-details-panel';

const segmentArgs = { conversationId: 'conv-1', conversationSegmentId: 's-1' };

/**
 * A store whose cache already holds the segment's details and trace logs, as after the server
 * answered: the drawer reads them without a request.
 */
function storeAnswering(items: TraceLog[]) {
  return storeWith({
    prime: (store) =>
      Promise.all([
        store.dispatch(
          segmentsApi.util.upsertQueryData(
            'getExecutionDetails',
            segmentArgs,
            sampleExecutionDetails,
          ),
        ),
        store.dispatch(segmentsApi.util.upsertQueryData('getTraceLogs', segmentArgs, { items })),
      ]),
  });
}

const testAnswerArgs = { ...segmentArgs, configStateId: 'cs-1' };

/** The same, for a test answer of the agent editor's draft (read under its config state). */
const storeAnsweringTestChat = storeWith({
  prime: (store) =>
    Promise.all([
      store.dispatch(
        configStatesApi.util.upsertQueryData(
          'getConfigStateExecutionDetails',
          testAnswerArgs,
          sampleExecutionDetails,
        ),
      ),
      store.dispatch(
        configStatesApi.util.upsertQueryData('getConfigStateTraceLogs', testAnswerArgs, {
          items: sampleTraceLogs,
        }),
      ),
    ]),
});

/**
 * A store whose API the browser cannot reach: Chromium refuses port 9 (discard) before
 * connecting, so every request fails at once without leaving the machine.
 */
const storeUnreachable = storeWith({ baseUrl: 'http://127.0.0.1:9' });

const meta = {
  title: 'conversation-ui/conversation/ExecutionDetailsDrawer',
  component: ExecutionDetailsDrawer,
  args: { conversationId: 'conv-1', segmentId: 's-1', onClose: fn() },
  loaders: [storeAnswering(sampleTraceLogs)],
  decorators: [withStoryStore],
} satisfies Meta<typeof ExecutionDetailsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTraceLogs: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: EXECUTION_DETAILS_TITLE });
    // The drawer slides in: wait until it has.
    await waitFor(() => expect(within(drawer).getByText('offline-default')).toBeVisible(), {
      timeout: 3_000,
    });
    await expect(within(drawer).getByText('240')).toBeVisible();
    const logs = within(drawer).getByRole('region', { name: 'Trace logs' });
    await expect(within(logs).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(logs).getByText('Answer truncated')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close execution details' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const TestChatAnswer: Story = {
  args: { configStateId: 'cs-1' },
  loaders: [storeAnsweringTestChat],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: EXECUTION_DETAILS_TITLE });
    await waitFor(() => expect(within(drawer).getByText('offline-default')).toBeVisible(), {
      timeout: 3_000,
    });
    await expect(within(drawer).getByText('Answer truncated')).toBeVisible();
  },
};

export const NoTraceLogs: Story = {
  loaders: [storeAnswering([])],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: EXECUTION_DETAILS_TITLE });
    await waitFor(
      () => expect(within(drawer).getByText('No trace logs for this answer.')).toBeVisible(),
      { timeout: 3_000 },
    );
  },
};

export const Closed: Story = {
  args: { segmentId: null },
  loaders: [storeUnreachable],
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    // A closed drawer asks the server nothing.
    const queries = loadedStore(loaded).getState().api.queries;
    await expect(Object.keys(queries)).toEqual([]);
  },
};

export const Failed: Story = {
  loaders: [storeUnreachable],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const message = await body.findByText(EXECUTION_DETAILS_FAILED, undefined, { timeout: 3_000 });
    // The drawer slides in: wait until it has.
    await waitFor(() => expect(message).toBeVisible(), { timeout: 3_000 });
  },
};
