import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { userPrompts } from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

export type UserPromptRow = typeof userPrompts.$inferSelect;

type PromptFields = { title: string; text: string };

const ownPrompt = (userId: string, promptId: string) =>
  and(eq(userPrompts.promptId, promptId), eq(userPrompts.userId, userId));

/** A user's saved prompts, oldest first. */
export async function listUserPrompts(db: Database, userId: string): Promise<UserPromptRow[]> {
  return db
    .select()
    .from(userPrompts)
    .where(eq(userPrompts.userId, userId))
    .orderBy(asc(userPrompts.createdAt), asc(userPrompts.promptId));
}

export async function insertUserPrompt(db: Database, userId: string, fields: PromptFields) {
  return onlyRow(
    await db
      .insert(userPrompts)
      .values({ ...fields, userId })
      .returning(),
    'the new prompt',
  );
}

/** Changes the user's own prompt; undefined when they have none of that id. */
export async function updateUserPrompt(
  db: Database,
  userId: string,
  promptId: string,
  fields: PromptFields,
): Promise<UserPromptRow | undefined> {
  if (!isUuid(promptId)) return undefined;
  const [row] = await db
    .update(userPrompts)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownPrompt(userId, promptId))
    .returning();
  return row;
}

/** Deletes the user's own prompt; false when they have none of that id. */
export async function deleteUserPrompt(db: Database, userId: string, promptId: string) {
  if (!isUuid(promptId)) return false;
  const deleted = await db
    .delete(userPrompts)
    .where(ownPrompt(userId, promptId))
    .returning({ promptId: userPrompts.promptId });
  return deleted.length > 0;
}
