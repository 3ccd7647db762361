import { personalAgentSettingsMessages } from '@parley/api-contract';
import type { Database } from '../db/database';
import { countOwnPersonalAgents } from '../db/queries/gpt-systems';
import { findInstanceSettings } from '../db/queries/instance-settings';
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

/** Refuses a new personal agent to a user who already owns the most the instance allows. */
export async function refuseBeyondAgentLimit(db: Database, userId: string): Promise<void> {
  const { maxAgentsPerUser } = await findInstanceSettings(db);
  if (maxAgentsPerUser === null) return;
  if ((await countOwnPersonalAgents(db, userId)) >= maxAgentsPerUser) {
    throw forbidden(personalAgentSettingsMessages.limitReached(maxAgentsPerUser));
  }
}
