import { lazyPart } from './lazy-part';

/**
 * `DeleteConfirmationDialog` loaded on its first use, for lists whose every row could ask: the
 * rows then hold no dialog code until someone deletes.
 */
export const LazyDeleteConfirmationDialog = lazyPart(
  async () => (await import('./delete-confirmation-dialog')).DeleteConfirmationDialog,
);
