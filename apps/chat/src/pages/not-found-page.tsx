import { NotFoundScreen } from '@parley/app-shell';

/** `/404`; loaded when first visited. */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
