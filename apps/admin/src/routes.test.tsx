import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { MemoryRouter, useHref, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_BASENAME, AdminRoutes } from './routes';

/** Renders the console's routes at `path`; `pathname()` reads where they have gone since. */
function renderAt(path: string) {
  let current = path;
  function LocationProbe() {
    current = useHref(useLocation()); // with the basename, as the address bar shows it
    return null;
  }
  render(
    <BrandProvider>
      <MemoryRouter initialEntries={[path]} basename={ADMIN_BASENAME}>
        <AdminRoutes />
        <LocationProbe />
      </MemoryRouter>
    </BrandProvider>,
  );
  return { pathname: () => current };
}

describe('admin routes (admin-spec section 2)', () => {
  it('shows the dashboard at /admin, titled "Dashboard | {app name}"', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Parley');
  });

  it('sends an unknown path under /admin to the admin index', async () => {
    const router = renderAt('/admin/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.pathname()).toBe('/admin');
  });
});
