import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@parley/app-shell/testing';
import { Footer } from './footer';

const logo = { src: '/brands/default/logo.svg', alt: 'Parley' };
const partnerLogo = { src: '/brands/default/partner.svg', alt: 'Partner' };

describe('Footer', () => {
  it('shows the logo, then "Powered by" and the partner logo when ShowFooter is on', () => {
    renderWithProviders(<Footer show logo={logo} partnerLogo={partnerLogo} />);
    // Hidden from jsdom's mobile-sized view (see below), so queried with hidden: true.
    const footer = screen.getByRole('contentinfo', { hidden: true });
    expect(footer).toHaveTextContent('Powered by');
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Parley', 'Partner']);
  });

  it('shows nothing when ShowFooter is off (chat-spec section 1)', () => {
    renderWithProviders(<Footer show={false} logo={logo} partnerLogo={partnerLogo} />);
    expect(screen.queryByRole('contentinfo', { hidden: true })).not.toBeInTheDocument();
  });

  it('is hidden below the md breakpoint, on mobile (chat-spec section 1)', () => {
    renderWithProviders(<Footer show logo={logo} partnerLogo={partnerLogo} />);
    // jsdom applies no media queries: the base (mobile) rule is what it computes.
    expect(getComputedStyle(screen.getByRole('contentinfo', { hidden: true })).display).toBe(
      'none',
    );
  });
});
