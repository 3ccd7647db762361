import { render, screen } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_BASENAME, routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: ADMIN_BASENAME });
  render(
    <BrandProvider>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
  return router;
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
    expect(router.state.location.pathname).toBe('/admin');
  });
});
