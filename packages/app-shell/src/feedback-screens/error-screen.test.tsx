import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@parley/theme-brands';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the generic error message of chat-spec section 2', () => {
    renderWithProviders(<ErrorScreen onReload={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Something went wrong. But don't panic, we're on it! In the meantime, you can Reload the Page to try again.",
    );
  });

  it('says it in Arabic in an Arabic page, the reload button inside the sentence', async () => {
    const onReload = vi.fn();
    renderWithProviders(
      <BrandProvider languageCode="ar">
        <ErrorScreen onReload={onReload} />
      </BrandProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'حدث خطأ ما. لا داعي للقلق، فنحن نعمل على إصلاحه! وفي الأثناء يمكنك إعادة تحميل الصفحة للمحاولة مرة أخرى.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('reloads the page when "Reload the Page" is pressed', async () => {
    const onReload = vi.fn();
    renderWithProviders(<ErrorScreen onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the Page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
