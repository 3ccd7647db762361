import { useLocaleContext } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from './brand-provider';

function ChakraDirection() {
  return <span>{useLocaleContext().dir}</span>;
}

/** Each test starts from a document with neither, whatever an earlier file in the worker left. */
function clearDocument() {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
beforeEach(clearDocument);
afterEach(clearDocument);

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

  it('leaves no direction or language behind on a document that had none', () => {
    const { unmount } = render(
      <BrandProvider direction="rtl" languageCode="ar">
        content
      </BrandProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('dir');
    expect(document.documentElement).not.toHaveAttribute('lang');
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
