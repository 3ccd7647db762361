import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../brand-provider';
import { defineCatalogue } from './catalogue';
import { createTranslator } from './translator';
import { interfaceLanguageOf, visitorLanguageCode } from './languages';

const catalogue = defineCatalogue(
  'catalogue-test',
  { greeting: 'Hello', welcome: 'Welcome, {{name}}' },
  { greeting: 'مرحبا', welcome: 'أهلا، {{name}}' },
);

function Greeting() {
  const text = catalogue.useText();
  return (
    <p>
      {text('greeting')} / {text('welcome', { name: 'Ada <b>' })}
    </p>
  );
}

describe('defineCatalogue', () => {
  it('speaks English with no language provider above it', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello / Welcome, Ada <b>')).toBeInTheDocument();
  });

  it('speaks Arabic inside an Arabic provider, with values filled in unescaped', () => {
    render(
      <BrandProvider languageCode="ar">
        <Greeting />
      </BrandProvider>,
    );
    expect(screen.getByText('مرحبا / أهلا، Ada <b>')).toBeInTheDocument();
  });

  it('falls back to English for a language it has no catalogue for, and reads ar-EG as Arabic', () => {
    expect(catalogue.textOf(createTranslator('fr'))('greeting')).toBe('Hello');
    expect(catalogue.textOf(createTranslator('ar-EG'))('greeting')).toBe('مرحبا');
  });

  it('switches language and direction in place when the language code changes', () => {
    const app = (languageCode: string) => (
      <BrandProvider languageCode={languageCode}>
        <Greeting />
      </BrandProvider>
    );
    const { rerender } = render(app('en'));
    const paragraph = screen.getByText(/^Hello/);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    rerender(app('ar'));
    // The same element, re-rendered: nothing remounted or reloaded.
    expect(paragraph).toHaveTextContent('مرحبا / أهلا، Ada <b>');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    rerender(app('en'));
    expect(paragraph).toHaveTextContent('Hello / Welcome, Ada <b>');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('visitorLanguageCode', () => {
  it('takes the stored language first, then the first offered browser language, else English', () => {
    expect(visitorLanguageCode('ar', ['en-US'])).toBe('ar');
    expect(visitorLanguageCode(null, ['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(visitorLanguageCode('de', ['en-GB'])).toBe('en');
    expect(visitorLanguageCode(null, ['fr', 'de'])).toBe('en');
  });
});

describe('interfaceLanguageOf', () => {
  it('maps a stored code to an offered language, else English', () => {
    expect(interfaceLanguageOf('ar-SA')).toBe('ar');
    expect(interfaceLanguageOf('EN-gb')).toBe('en');
    expect(interfaceLanguageOf('de')).toBe('en');
  });
});
