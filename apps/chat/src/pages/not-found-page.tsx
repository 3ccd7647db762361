import { NotFoundScreen } from '@parley/chat-ui';

/** `/404`; loaded when first visited. */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
