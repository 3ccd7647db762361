import { and, eq, sql } from 'drizzle-orm';
import { auditEntityTypes } from '@parley/api-contract';
import type { AgentPrompt, AgentPromptInput } from '@parley/api-contract';
import { removedAvatarVersion, shownAvatarVersion } from '../../domain/agent-avatar';
import type { Database } from '../database';
import { agentConfigStates, gptSystemPrompts, gptSystems } from '../schema';
import { recordAudit } from './audit';
import type { AuditActor } from './audit';
import { updateAgent } from './config-states';
import { listAgentPrompts } from './gpt-systems';
import type { AgentRow } from './gpt-systems';
import { isUuid } from './ids';

/**
 * An agent's look outside its drafts: the conversation starters managed one by one (chat-spec
 * section 7, prompts CRUD) and a draft's uploaded icon.
 */

/** A prompt's columns as the contract's `AgentPrompt` names them. */
const promptColumns = {
  promptId: gptSystemPrompts.promptId,
  title: gptSystemPrompts.title,
  text: gptSystemPrompts.text,
};

/**
 * The agent's new avatar version after an upload (the blob already stored), audited as
 * AvatarUploaded. The look page's upload and the editor's icon upload both end here.
 */
export async function recordAgentAvatarUploaded(
  tx: Database,
  actor: AuditActor,
  agent: AgentRow,
  avatarVersion: number,
  avatar: { data: Buffer; mimeType: string },
): Promise<void> {
  await updateAgent(tx, agent.gptSystemId, { avatarVersion });
  await recordAudit(tx, actor, {
    entityType: auditEntityTypes.gptSystem,
    entityId: agent.gptSystemId,
    operation: 'AvatarUploaded',
    before: { avatarVersion: shownAvatarVersion(agent.avatarVersion) },
    after: { avatarVersion, mimeType: avatar.mimeType, bytes: avatar.data.length },
  });
}

/** The agent back on its identicon, audited as AvatarRemoved. */
export async function recordAgentAvatarRemoved(
  tx: Database,
  actor: AuditActor,
  agent: AgentRow,
): Promise<void> {
  await updateAgent(tx, agent.gptSystemId, {
    avatarVersion: removedAvatarVersion(agent.avatarVersion),
  });
  await recordAudit(tx, actor, {
    entityType: auditEntityTypes.gptSystem,
    entityId: agent.gptSystemId,
    operation: 'AvatarRemoved',
    before: { avatarVersion: shownAvatarVersion(agent.avatarVersion) },
    after: { avatarVersion: null },
  });
}

export async function findAgentPrompt(
  db: Database,
  gptSystemId: string,
  promptId: string,
): Promise<AgentPrompt | undefined> {
  if (!isUuid(promptId)) return undefined;
  const [row] = await db
    .select(promptColumns)
    .from(gptSystemPrompts)
    .where(
      and(eq(gptSystemPrompts.gptSystemId, gptSystemId), eq(gptSystemPrompts.promptId, promptId)),
    );
  return row;
}

/** Adds a prompt after the agent's others. */
export async function insertAgentPrompt(
  db: Database,
  gptSystemId: string,
  input: AgentPromptInput,
): Promise<AgentPrompt> {
  const [row] = await db
    .insert(gptSystemPrompts)
    .values({
      gptSystemId,
      title: input.title,
      text: input.text,
      position: sql`(select coalesce(max(${gptSystemPrompts.position}) + 1, 0) from ${gptSystemPrompts} where ${gptSystemPrompts.gptSystemId} = ${gptSystemId})`,
    })
    .returning(promptColumns);
  if (!row) throw new Error('The prompt was not stored.');
  return row;
}

export async function updateAgentPrompt(
  db: Database,
  gptSystemId: string,
  promptId: string,
  input: AgentPromptInput,
): Promise<AgentPrompt> {
  const [row] = await db
    .update(gptSystemPrompts)
    .set({ title: input.title, text: input.text })
    .where(
      and(eq(gptSystemPrompts.gptSystemId, gptSystemId), eq(gptSystemPrompts.promptId, promptId)),
    )
    .returning(promptColumns);
  if (!row) throw new Error('The prompt was not stored.');
  return row;
}

export async function deleteAgentPrompt(
  db: Database,
  gptSystemId: string,
  promptId: string,
): Promise<void> {
  await db
    .delete(gptSystemPrompts)
    .where(
      and(eq(gptSystemPrompts.gptSystemId, gptSystemId), eq(gptSystemPrompts.promptId, promptId)),
    );
}

/**
 * Copies the agent's prompts into every draft of it, so saving a draft in the editor (which
 * publishes the draft's prompts) keeps what was managed here.
 */
export async function copyAgentPromptsToDrafts(db: Database, gptSystemId: string): Promise<void> {
  const prompts = await listAgentPrompts(db, gptSystemId);
  await db
    .update(agentConfigStates)
    .set({
      configuration: sql`jsonb_set(${agentConfigStates.configuration}, '{prompts}', ${JSON.stringify(prompts)}::jsonb)`,
    })
    .where(eq(agentConfigStates.gptSystemId, gptSystemId));
}

export async function setConfigStateAvatarVersion(
  db: Database,
  configStateId: string,
  avatarVersion: number | null,
): Promise<void> {
  await db
    .update(agentConfigStates)
    .set({ avatarVersion })
    .where(eq(agentConfigStates.configStateId, configStateId));
}

/** A draft's icon version, whoever owns the draft (the served icon is public, like the agent's). */
export async function findConfigStateAvatarVersion(
  db: Database,
  configStateId: string,
): Promise<number | null | undefined> {
  if (!isUuid(configStateId)) return undefined;
  const [row] = await db
    .select({ avatarVersion: agentConfigStates.avatarVersion })
    .from(agentConfigStates)
    .where(eq(agentConfigStates.configStateId, configStateId));
  return row ? row.avatarVersion : undefined;
}

/** The avatar version of an agent, deleted or not (its conversations still show it). */
export async function findAgentAvatarVersion(
  db: Database,
  gptSystemId: string,
): Promise<number | null | undefined> {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select({ avatarVersion: gptSystems.avatarVersion })
    .from(gptSystems)
    .where(eq(gptSystems.gptSystemId, gptSystemId));
  return row ? row.avatarVersion : undefined;
}
