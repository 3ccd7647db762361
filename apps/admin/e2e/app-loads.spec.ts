import { expect, test } from '../../../tooling/e2e-fixtures';
import { AdminDashboardPage } from './pages/admin-dashboard-page';

test('the admin console loads at /admin with its dashboard', async ({ page, expectAccessible }) => {
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.heading()).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Parley');
  await expect(dashboard.section('Manage Agents')).toBeVisible();
  await expect(dashboard.section('Administration')).toBeVisible();
  await expectAccessible();
});

test('an unknown path under /admin is served by the admin app and goes to its index', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto('/admin/no/such/page');
  await expect(dashboard.heading()).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
