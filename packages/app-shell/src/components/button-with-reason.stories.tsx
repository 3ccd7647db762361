import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../stories/story-router';
import { ButtonWithReason } from './button-with-reason';
const reason = 'You need the UserRolesCreate action to create roles.';

const meta = {
  title: 'app-shell/components/ButtonWithReason',
  component: ButtonWithReason,
  decorators: [withRouter],
  args: { children: 'New role', colorPalette: 'brand', onClick: fn() },
} satisfies Meta<typeof ButtonWithReason>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New role' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const NotAllowed: Story = {
  args: { disabledReason: reason },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New role' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  },
};

/** Allowed with a `to`: a link to the page it opens. */
export const Link: Story = {
  args: { to: '/userRole/new' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'New role' })).toHaveAttribute(
      'href',
      '/userRole/new',
    );
  },
};

/** Beside a page's heading, the reason lines up with the button's end. */
export const LinkNotAllowed: Story = {
  args: { to: '/userRole/new', disabledReason: reason, reasonAlign: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'New role' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  },
};

/** The user's actions are still loading: disabled, no reason yet, no link. */
export const WaitingForPermissions: Story = {
  args: { to: '/userRole/new', disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New role' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAccessibleDescription();
  },
};
