import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from './brand-provider';
import { LoginLayout } from './login-layout';

function renderLayout(props: Partial<Parameters<typeof LoginLayout>[0]> = {}) {
  render(
    <BrandProvider>
      <LoginLayout {...props}>
        <button type="button">Sign in</button>
      </LoginLayout>
    </BrandProvider>,
  );
  return screen.getByRole('main').parentElement;
}

describe('LoginLayout (chat-spec section 2)', () => {
  it('centres the form by default', () => {
    expect(renderLayout()).toHaveAttribute('data-alignment', 'Center');
  });

  it('places the form as the brand loginAlignment says', () => {
    expect(renderLayout({ alignment: 'Right' })).toHaveAttribute('data-alignment', 'Right');
  });

  it('holds the logo and the form in the panel', () => {
    renderLayout({ logo: <img alt="Parley" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /> });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('img', { name: 'Parley' }));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'Sign in' }),
    );
  });
});
