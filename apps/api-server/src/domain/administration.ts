import { administrativeActions } from '@parley/api-contract';
import type { Database } from '../db/database';
import type { AuditActor } from '../db/queries/audit';
import { findUserWithActions } from '../db/queries/users';
import type { UserWithActions } from '../db/queries/users';
import { conflict } from '../http/http-error';

/** The signed-in user as the audit log names them. */
export function auditActor(user: UserWithActions): AuditActor {
  return { userId: user.userId, userName: user.userName };
}

/**
 * Refuses a change that leaves its own author without any administrative action (a role edited,
 * deleted or taken from themselves): run it in the change's transaction, after the change, so
 * the refusal rolls the change back. Someone else can still be given the role first.
 */
export async function ensureActorKeepsAdministration(tx: Database, actor: AuditActor) {
  const user = await findUserWithActions(tx, actor.userId);
  const held = new Set(user?.actions ?? []);
  if (!administrativeActions.some((action) => held.has(action))) {
    throw conflict(
      `This change would remove your own last administrative action (${administrativeActions.join(' or ')}); ask another administrator to make it, or give the action to another of your roles first.`,
    );
  }
}
