import type { GuidelinesTemplateInput } from '@parley/api-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { guidelinesTemplates } from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

export type GuidelinesTemplateRow = typeof guidelinesTemplates.$inferSelect;

/** Every template by name, with how many sections it holds (not the sections themselves). */
export async function listGuidelinesTemplates(db: Database) {
  return db
    .select({
      guidelinesTemplateId: guidelinesTemplates.guidelinesTemplateId,
      name: guidelinesTemplates.name,
      description: guidelinesTemplates.description,
      sectionCount: sql<number>`cast(jsonb_array_length(${guidelinesTemplates.sections}) as integer)`,
      createdAt: guidelinesTemplates.createdAt,
      updatedAt: guidelinesTemplates.updatedAt,
    })
    .from(guidelinesTemplates)
    .orderBy(
      asc(sql`lower(${guidelinesTemplates.name})`),
      asc(guidelinesTemplates.guidelinesTemplateId),
    );
}

export async function findGuidelinesTemplate(
  db: Database,
  guidelinesTemplateId: string,
): Promise<GuidelinesTemplateRow | undefined> {
  if (!isUuid(guidelinesTemplateId)) return undefined;
  const [template] = await db
    .select()
    .from(guidelinesTemplates)
    .where(eq(guidelinesTemplates.guidelinesTemplateId, guidelinesTemplateId));
  return template;
}

export async function insertGuidelinesTemplate(
  tx: Database,
  input: GuidelinesTemplateInput,
): Promise<GuidelinesTemplateRow> {
  return onlyRow(
    await tx.insert(guidelinesTemplates).values(input).returning(),
    'the new guidelines template',
  );
}

export async function updateGuidelinesTemplate(
  tx: Database,
  guidelinesTemplateId: string,
  input: GuidelinesTemplateInput,
): Promise<GuidelinesTemplateRow | undefined> {
  const [template] = await tx
    .update(guidelinesTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(guidelinesTemplates.guidelinesTemplateId, guidelinesTemplateId))
    .returning();
  return template;
}

export async function deleteGuidelinesTemplate(
  tx: Database,
  guidelinesTemplateId: string,
): Promise<void> {
  await tx
    .delete(guidelinesTemplates)
    .where(eq(guidelinesTemplates.guidelinesTemplateId, guidelinesTemplateId));
}
