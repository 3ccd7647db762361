import { useLocaleContext } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandProvider } from './brand-provider';

function ChakraDirection() {
  return <span>{useLocaleContext().dir}</span>;
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('BrandProvider direction (chat-spec section 3)', () => {
  it('reads left to right in Chakra and leaves the document alone when given no direction', () => {
    render(
      <BrandProvider>
        <ChakraDirection />
      </BrandProvider>,
    );
    expect(document.documentElement).not.toHaveAttribute('dir');
    expect(screen.getByText('ltr')).toBeInTheDocument();
  });

  it('sets the document direction to ltr for an English interface', () => {
    render(
      <BrandProvider languageCode="en">
        <ChakraDirection />
      </BrandProvider>,
    );
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('follows the direction setting on the document and in Chakra', () => {
    render(
      <BrandProvider direction="rtl" languageCode="en">
        <ChakraDirection />
      </BrandProvider>,
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('rtl')).toBeInTheDocument();
  });

  it('reads right to left for Arabic when no direction is given', () => {
    render(
      <BrandProvider languageCode="ar">
        <ChakraDirection />
      </BrandProvider>,
    );
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('BrandProvider unmounting', () => {
  it('gives the document back its earlier direction', () => {
    document.documentElement.dir = 'ltr';
    const { unmount } = render(<BrandProvider direction="rtl">content</BrandProvider>);
    expect(document.documentElement.dir).toBe('rtl');
    unmount();
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('BrandProvider nested', () => {
  it('keeps the outer direction and language when given neither (a brand inside a page)', () => {
    render(
      <BrandProvider languageCode="ar">
        <BrandProvider>
          <ChakraDirection />
        </BrandProvider>
      </BrandProvider>,
    );
    expect(screen.getByText('rtl')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
