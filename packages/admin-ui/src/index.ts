export { AdminDashboardScreen } from './dashboard/admin-dashboard-screen';
export { AdminSectionCard } from './dashboard/admin-section-card';
export { adminTestIds } from './test-ids';

export type { AdminSectionCardProps } from './dashboard/admin-section-card';
