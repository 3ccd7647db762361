import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from '@parley/theme-brands';
import { describe, expect, it, vi } from 'vitest';
import { SignInPanel, signInMessages } from './sign-in-panel';
import type { SignInPanelProps } from './sign-in-panel';

function renderPanel(overrides: Partial<SignInPanelProps> = {}, languageCode?: string) {
  const props: SignInPanelProps = {
    appName: 'Parley',
    loading: false,
    versionMismatch: false,
    onSignIn: vi.fn(),
    onContinue: vi.fn(),
    ...overrides,
  };
  render(
    <BrandProvider languageCode={languageCode}>
      <SignInPanel {...props} />
    </BrandProvider>,
  );
  return props;
}

describe('SignInPanel (chat-spec section 2)', () => {
  it('starts the sign-in when "Sign in" is pressed', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSignIn).toHaveBeenCalledOnce();
  });

  it('speaks Arabic in an Arabic page: heading, account hint and button', async () => {
    const props = renderPanel({}, 'ar');
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول إلى Parley' })).toBeInTheDocument();
    expect(screen.getByText('استخدم حساب مؤسستك.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(props.onSignIn).toHaveBeenCalledOnce();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the loading indicator instead of the button while auth state loads', () => {
    renderPanel({ loading: true });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows "Click anywhere to continue" on a version mismatch and continues on a click', async () => {
    const props = renderPanel({ versionMismatch: true });
    await userEvent.click(screen.getByRole('button', { name: 'Click anywhere to continue' }));
    expect(props.onContinue).toHaveBeenCalledOnce();
  });

  it('says it is a demonstration sign-in when the server’s embedded provider signs users in', () => {
    renderPanel({ demonstration: true });
    expect(screen.getByText(signInMessages.demonstration)).toBeInTheDocument();
  });

  it('says why nobody can sign in and names the settings to change, instead of a button that cannot work', () => {
    renderPanel({ unavailable: 'Sign-in is not configured on this server.', demonstration: true });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(signInMessages.unavailableTitle);
    expect(alert).toHaveTextContent('Sign-in is not configured on this server.');
    for (const setting of [
      'PARLEY_OIDC_AUTHORITY',
      'PARLEY_OIDC_CLIENT_ID',
      'PARLEY_ENTRA_TENANT_ID',
      'PARLEY_ENTRA_CLIENT_ID',
      'PARLEY_EMBEDDED_IDP',
    ]) {
      expect(alert).toHaveTextContent(setting);
    }
    expect(screen.queryByText(signInMessages.demonstration)).not.toBeInTheDocument();
  });
});
