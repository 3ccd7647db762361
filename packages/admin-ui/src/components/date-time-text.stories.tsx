import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTimeText, formatDateTime } from './date-time-text';

const meta = {
  title: 'admin-ui/components/DateTimeText',
  component: DateTimeText,
  args: { value: '2026-03-14T09:30:00.000Z' },
} satisfies Meta<typeof DateTimeText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Local time, with the UTC time on hover. */
export const DateAndTime: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText(formatDateTime('2026-03-14T09:30:00.000Z'));
    await expect(time).toHaveAttribute('dateTime', '2026-03-14T09:30:00.000Z');
    await expect(time.getAttribute('title')).toMatch(/UTC$/);
  },
};

export const DateOnly: Story = { args: { dateOnly: true } };

/** A moment that has not happened (a user who never signed in). */
export const Never: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never')).toBeVisible();
  },
};
