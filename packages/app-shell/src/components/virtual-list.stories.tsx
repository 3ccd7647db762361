import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VirtualList } from './virtual-list';

const meta = {
  title: 'chat-ui/sidebar/VirtualList',
  component: VirtualList,
  args: {
    'aria-label': 'Rows',
    count: 10_000,
    rowHeight: 38,
    renderRow: (index: number) => <button type="button">Row {index}</button>,
    onEndReached: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsToTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rows' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    list.parentElement?.scrollTo({ top: 38 * 10_000 });
    await waitFor(() => expect(within(list).getByText('Row 9999')).toBeVisible());
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
  },
};
