import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../database';
import { gptSystems, modelDeployments } from '../schema';

export type ModelDeploymentRow = typeof modelDeployments.$inferSelect;
/** A deployment's columns apart from its name and the ones the table keeps itself. */
export type ModelDeploymentValues = Omit<
  typeof modelDeployments.$inferInsert,
  'deploymentName' | 'isDefault' | 'createdAt' | 'updatedAt'
>;

/** Every stored deployment, by name. */
export async function listModelDeployments(db: Database): Promise<ModelDeploymentRow[]> {
  return db.select().from(modelDeployments).orderBy(asc(modelDeployments.deploymentName));
}

/** One deployment by name (a primary-key read: the answer path calls it once per answer). */
export async function findModelDeployment(
  db: Database,
  deploymentName: string,
): Promise<ModelDeploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(modelDeployments)
    .where(eq(modelDeployments.deploymentName, deploymentName));
  return row;
}

export async function findDefaultModelDeployment(
  db: Database,
): Promise<ModelDeploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(modelDeployments)
    .where(eq(modelDeployments.isDefault, true));
  return row;
}

/** Adds a deployment unless one has its name; answers it, or undefined when the name was taken. */
export async function insertModelDeployment(
  db: Database,
  deploymentName: string,
  values: ModelDeploymentValues,
): Promise<ModelDeploymentRow | undefined> {
  const [row] = await db
    .insert(modelDeployments)
    .values({ ...values, deploymentName })
    .onConflictDoNothing({ target: modelDeployments.deploymentName })
    .returning();
  return row;
}

/** Changes a deployment's settings; `onlyFromSource` changes it only while it has that source. */
export async function updateModelDeployment(
  db: Database,
  deploymentName: string,
  values: ModelDeploymentValues,
  onlyFromSource?: string,
): Promise<ModelDeploymentRow | undefined> {
  const named = eq(modelDeployments.deploymentName, deploymentName);
  const [row] = await db
    .update(modelDeployments)
    .set({ ...values, updatedAt: new Date() })
    .where(onlyFromSource ? and(named, eq(modelDeployments.source, onlyFromSource)) : named)
    .returning();
  return row;
}

export async function deleteModelDeployment(db: Database, deploymentName: string): Promise<void> {
  await db.delete(modelDeployments).where(eq(modelDeployments.deploymentName, deploymentName));
}

/** Makes the deployment the default (and no other); undefined when none has the name. */
export async function setDefaultModelDeployment(
  db: Database,
  deploymentName: string,
): Promise<ModelDeploymentRow | undefined> {
  // The old default first: the unique index admits one default at a time.
  await db
    .update(modelDeployments)
    .set({ isDefault: false })
    .where(
      and(
        eq(modelDeployments.isDefault, true),
        ne(modelDeployments.deploymentName, deploymentName),
      ),
    );
  const [row] = await db
    .update(modelDeployments)
    .set({ isDefault: true })
    .where(eq(modelDeployments.deploymentName, deploymentName))
    .returning();
  return row;
}

/** How many agents (not deleted) answer with each deployment named by one. */
export async function countAgentsByDeployment(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ deploymentName: gptSystems.deploymentName, agents: count() })
    .from(gptSystems)
    .where(isNull(gptSystems.deletedAt))
    .groupBy(gptSystems.deploymentName);
  return new Map(rows.map((row) => [row.deploymentName, Number(row.agents)]));
}

/** How many agents (not deleted) answer with the deployment. */
export async function countAgentsUsingDeployment(
  db: Database,
  deploymentName: string,
): Promise<number> {
  const [row] = await db
    .select({ agents: count() })
    .from(gptSystems)
    .where(and(eq(gptSystems.deploymentName, deploymentName), isNull(gptSystems.deletedAt)));
  return Number(row?.agents ?? 0);
}

/** The deployments made from a connection's models, by name. */
export async function listConnectionDeployments(
  db: Database,
  connectionId: string,
): Promise<ModelDeploymentRow[]> {
  return db
    .select()
    .from(modelDeployments)
    .where(eq(modelDeployments.connectionId, connectionId))
    .orderBy(asc(modelDeployments.deploymentName));
}

/** Removes every deployment made from the connection's models. */
export async function deleteConnectionDeployments(db: Database, connectionId: string) {
  await db.delete(modelDeployments).where(eq(modelDeployments.connectionId, connectionId));
}
