import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginLayout } from '@parley/theme-brands';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInPanel } from './sign-in-panel';

const meta = {
  title: 'chat-ui/SignInPanel',
  component: SignInPanel,
  args: {
    appName: 'Parley',
    loading: false,
    versionMismatch: false,
    onSignIn: fn(),
    onContinue: fn(),
  },
  decorators: [
    (Story) => (
      <LoginLayout>
        <Story />
      </LoginLayout>
    ),
  ],
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading')).toBeInTheDocument();
  },
};

export const VersionMismatch: Story = {
  args: { versionMismatch: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Click anywhere to continue' }),
    );
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const DemonstrationSignIn: Story = {
  args: { demonstration: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Demonstration sign-in:/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const NoIdentityProvider: Story = {
  args: { unavailable: 'Sign-in is not configured on this server.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Sign-in is not configured on this server.')).toBeInTheDocument();
    await expect(canvas.getByText('PARLEY_EMBEDDED_IDP')).toBeInTheDocument();
    await expect(canvas.getByText('PARLEY_OIDC_AUTHORITY')).toBeInTheDocument();
  },
};
