import { lazyPart } from '@parley/app-shell';

/**
 * The execution details drawer as the package exports it: its code loads when a screen first
 * mounts it (issue 5, the /chat bundle budget). The lazy boundary sits here, not in the screens,
 * because a screen's `import()` of this package's entry would find it already in the bundle.
 */
export const ExecutionDetailsDrawer = lazyPart(
  async () => (await import('./execution-details-drawer')).ExecutionDetailsDrawer,
);
