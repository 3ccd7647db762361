// The dashboard (analytics), loaded when /admin is first opened; its charts load with it.
export { AnalyticsDashboardScreen } from '@parley/admin-ui';
