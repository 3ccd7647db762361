import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AboutDrawerPanel } from './about-drawer-panel';

const meta = {
  title: 'chat-ui/AboutDrawerPanel',
  component: AboutDrawerPanel,
  args: {
    open: true,
    onClose: fn(),
    releaseNotesHref: '/release-notes',
    buildInfo: {
      version: '2.2513.3849.0',
      buildId: 'build-77',
      commitHash: 'a1b2c3d',
      timestamp: '2026-11-20T10:00:00Z',
    },
  },
} satisfies Meta<typeof AboutDrawerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compatible: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    await expect(dialog).toHaveTextContent('2.2513.3849');
    await userEvent.hover(screen.getByText('2.2513.3849'));
    await waitFor(() => expect(screen.getByText('Build id: build-77')).toBeVisible());
    await expect(screen.queryByRole('img', { name: /Version mismatch/ })).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Release Notes' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close about' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const VersionMismatch: Story = {
  args: { buildInfo: { version: '2.2600.1', buildId: null, commitHash: null, timestamp: null } },
  play: async () => {
    await expect(
      await screen.findByRole('img', {
        name: 'Version mismatch - client: 2.2513.3849, api: 2.2600.1',
      }),
    ).toBeInTheDocument();
  },
};

export const BuildInfoMissing: Story = {
  args: { buildInfo: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'About' });
    await userEvent.hover(screen.getByText('2.2513.3849'));
    await waitFor(() => expect(screen.getByText('API version: N/A')).toBeVisible());
  },
};
