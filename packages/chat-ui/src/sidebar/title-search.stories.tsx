import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TitleSearch } from './title-search';

const meta = {
  title: 'chat-ui/sidebar/TitleSearch',
  component: TitleSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof TitleSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchThenEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search chat titles' }));
    const field = canvas.getByPlaceholderText('Search chat titles...');
    await userEvent.type(field, 'budget');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('budget'));
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByPlaceholderText('Search chat titles...')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Search chat titles' })).toHaveFocus();
  },
};
