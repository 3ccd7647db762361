import { personalAgentSettingsMessages } from '@parley/api-contract';
import type { Database } from '../db/database';
import { countOwnPersonalAgents } from '../db/queries/gpt-systems';
import { findInstanceSettings } from '../db/queries/instance-settings';
import { lockUser } from '../db/queries/users';
import { forbidden } from '../http/http-error';

/**
 * The instance's personal-agent rules (issue 17, personalAgents tab), beside the per-user blocks
 * moderators set: whether staff may share their agents by link, and the most one user may own.
 */

/** Refuses to share a personal agent while the instance does not allow sharing. */
export async function refuseSharingWhenOff(db: Database): Promise<void> {
  const settings = await findInstanceSettings(db);
  if (!settings.allowAgentSharing) throw forbidden(personalAgentSettingsMessages.sharingOff);
}

/**
 * Refuses a new personal agent to a user who already owns the most the instance allows. Called in
 * the transaction that creates the agent, it first locks the owner's row: a concurrent creation
 * for the same owner waits for it and then counts the agent it made, so two creations cannot
 * both pass the limit (under PostgreSQL's read committed, counting alone could).
 */
export async function refuseBeyondAgentLimit(db: Database, userId: string): Promise<void> {
  const { maxAgentsPerUser } = await findInstanceSettings(db);
  if (maxAgentsPerUser === null) return;
  await lockUser(db, userId);
  if ((await countOwnPersonalAgents(db, userId)) >= maxAgentsPerUser) {
    throw forbidden(personalAgentSettingsMessages.limitReached(maxAgentsPerUser));
  }
}
