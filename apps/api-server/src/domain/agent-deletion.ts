import { auditEntityTypes } from '@parley/api-contract';
import type { Database } from '../db/database';
import { recordAudit } from '../db/queries/audit';
import { softDeleteAgent } from '../db/queries/config-states';
import type { UserWithActions } from '../db/queries/users';
import { auditActor } from './administration';

/**
 * Deletes an agent (admin-spec section 7: admin and common management DELETE): it answers no
 * one and leaves every list at once, the drafts that edit it are dropped, and the audit log keeps
 * who deleted it. Conversations with it stay readable; they cannot be continued.
 */
export async function deleteAgentAudited(
  db: Database,
  actor: UserWithActions,
  gptSystemId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await softDeleteAgent(tx, gptSystemId);
    await recordAudit(tx, auditActor(actor), {
      entityType: auditEntityTypes.gptSystem,
      entityId: gptSystemId,
      operation: 'Deleted',
      before: { name: deleted.name, gptSystemType: deleted.gptSystemType },
      after: null,
    });
  });
}
