import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { UserViewSwitch } from './user-view-switch';

const meta = {
  title: 'admin-ui/users/UserViewSwitch',
  component: UserViewSwitch,
  decorators: [withRouter],
  args: { view: 'table', search: '?search=ada' },
} satisfies Meta<typeof UserViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Table' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Cards' })).toHaveAttribute(
      'href',
      '/user/cards?search=ada',
    );
  },
};

export const Cards: Story = {
  args: { view: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
