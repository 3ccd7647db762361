import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorAlertList } from './error-alert-list';

const meta = {
  title: 'app-shell/server-errors/ErrorAlertList',
  component: ErrorAlertList,
  args: {
    messages: [
      'A user role named "Editors" exists already; choose another name.',
      'roleIds: No user role has the id "r-9".',
    ],
  },
} satisfies Meta<typeof ErrorAlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoMessages: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const OneMessage: Story = {
  args: { messages: ['The server could not be reached. Check the connection and try again.'] },
};
