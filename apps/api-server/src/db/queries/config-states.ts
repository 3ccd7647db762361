import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AgentPrompt } from '@parley/api-contract';
import type { Database } from '../database';
import { agentConfigStates, agentVersions, gptSystemPrompts, gptSystems, users } from '../schema';
import type { AgentRow } from './gpt-systems';
import { isUuid } from './ids';

export type ConfigStateRow = typeof agentConfigStates.$inferSelect;
type NewConfigState = typeof agentConfigStates.$inferInsert;
type NewAgent = typeof gptSystems.$inferInsert;

/** A config state of `ownerUserId`'s; someone else's answers undefined, as a missing one does. */
export async function findOwnConfigState(
  db: Database,
  ownerUserId: string,
  configStateId: string,
): Promise<ConfigStateRow | undefined> {
  if (!isUuid(configStateId)) return undefined;
  const [row] = await db
    .select()
    .from(agentConfigStates)
    .where(
      and(
        eq(agentConfigStates.configStateId, configStateId),
        eq(agentConfigStates.ownerUserId, ownerUserId),
      ),
    );
  return row;
}

/** The user's newest draft of a new agent of this type (no agent made from it yet). */
export async function findUnfinishedConfigState(
  db: Database,
  ownerUserId: string,
  gptSystemType: string,
): Promise<ConfigStateRow | undefined> {
  const [row] = await db
    .select()
    .from(agentConfigStates)
    .where(
      and(
        eq(agentConfigStates.ownerUserId, ownerUserId),
        eq(agentConfigStates.gptSystemType, gptSystemType),
        isNull(agentConfigStates.gptSystemId),
      ),
    )
    .orderBy(desc(agentConfigStates.createdAt))
    .limit(1);
  return row;
}

/** The user's draft of an existing agent, if they have opened it in the editor before. */
export async function findConfigStateOfAgent(
  db: Database,
  ownerUserId: string,
  gptSystemId: string,
): Promise<ConfigStateRow | undefined> {
  const [row] = await db
    .select()
    .from(agentConfigStates)
    .where(
      and(
        eq(agentConfigStates.ownerUserId, ownerUserId),
        eq(agentConfigStates.gptSystemId, gptSystemId),
      ),
    );
  return row;
}

export async function insertConfigState(
  db: Database,
  values: NewConfigState,
): Promise<ConfigStateRow> {
  const [row] = await db.insert(agentConfigStates).values(values).returning();
  if (!row) throw new Error('The config state was not stored.');
  return row;
}

export async function updateConfigState(
  db: Database,
  configStateId: string,
  changes: Partial<Pick<NewConfigState, 'configuration' | 'gptSystemId'>>,
): Promise<ConfigStateRow> {
  const [row] = await db
    .update(agentConfigStates)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(agentConfigStates.configStateId, configStateId))
    .returning();
  if (!row) throw new Error('The config state was not stored.');
  return row;
}

export async function deleteConfigState(db: Database, configStateId: string): Promise<void> {
  await db.delete(agentConfigStates).where(eq(agentConfigStates.configStateId, configStateId));
}

/** Any agent by id that is not deleted, whoever may see it (the routes decide that). */
export async function findAgent(db: Database, gptSystemId: string): Promise<AgentRow | undefined> {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select()
    .from(gptSystems)
    .where(and(eq(gptSystems.gptSystemId, gptSystemId), isNull(gptSystems.deletedAt)));
  return row;
}

export async function insertAgent(db: Database, values: NewAgent): Promise<AgentRow> {
  const [row] = await db.insert(gptSystems).values(values).returning();
  if (!row) throw new Error('The agent was not stored.');
  return row;
}

export async function updateAgent(
  db: Database,
  gptSystemId: string,
  changes: Partial<NewAgent>,
): Promise<AgentRow> {
  const [row] = await db
    .update(gptSystems)
    .set(changes)
    .where(eq(gptSystems.gptSystemId, gptSystemId))
    .returning();
  if (!row) throw new Error('The agent was not stored.');
  return row;
}

/** Replaces the agent's conversation starters, in the order given. */
export async function replaceAgentPrompts(
  db: Database,
  gptSystemId: string,
  prompts: readonly AgentPrompt[],
): Promise<void> {
  await db.delete(gptSystemPrompts).where(eq(gptSystemPrompts.gptSystemId, gptSystemId));
  if (prompts.length === 0) return;
  await db.insert(gptSystemPrompts).values(
    prompts.map((prompt, position) => ({
      gptSystemId,
      position,
      title: prompt.title,
      text: prompt.text,
    })),
  );
}

/** Stores the next published version of the agent and answers its number (1 for the first). */
export async function insertAgentVersion(
  db: Database,
  gptSystemId: string,
  configuration: unknown,
  publishedByUserId: string,
): Promise<number> {
  // The agent's row is locked first, so two publications at once number their versions in turn.
  await db.execute(
    sql`select 1 from ${gptSystems} where ${gptSystems.gptSystemId} = ${gptSystemId} for update`,
  );
  const [last] = await db
    .select({ version: agentVersions.version })
    .from(agentVersions)
    .where(eq(agentVersions.gptSystemId, gptSystemId))
    .orderBy(desc(agentVersions.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  await db.insert(agentVersions).values({ gptSystemId, version, configuration, publishedByUserId });
  return version;
}

/** The agent's published versions, newest first, with who published each. */
export async function listAgentVersions(db: Database, gptSystemId: string) {
  return db
    .select({
      version: agentVersions.version,
      configuration: agentVersions.configuration,
      publishedAt: agentVersions.publishedAt,
      publishedBy: sql<string>`coalesce(${users.displayName}, 'A removed user')`,
    })
    .from(agentVersions)
    .leftJoin(users, eq(users.userId, agentVersions.publishedByUserId))
    .where(eq(agentVersions.gptSystemId, gptSystemId))
    .orderBy(desc(agentVersions.version));
}

export async function findAgentVersion(db: Database, gptSystemId: string, version: number) {
  const [row] = await db
    .select()
    .from(agentVersions)
    .where(and(eq(agentVersions.gptSystemId, gptSystemId), eq(agentVersions.version, version)));
  return row;
}

/** Deletes the agent softly (it stays readable in history); its editors' drafts go with it. */
export async function softDeleteAgent(db: Database, gptSystemId: string): Promise<AgentRow> {
  await db.delete(agentConfigStates).where(eq(agentConfigStates.gptSystemId, gptSystemId));
  return updateAgent(db, gptSystemId, { deletedAt: new Date(), publishingState: 'Draft' });
}
