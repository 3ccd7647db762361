import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { brandBudgets, brands, usageRecords } from '../schema';

export type BrandBudgetRow = typeof brandBudgets.$inferSelect;

/** Every brand with its budget row (null fields: none set), by key. */
export async function listBrandBudgets(db: Database) {
  return db
    .select({
      brandKey: brands.brandKey,
      name: brands.name,
      budgetTokens: brandBudgets.budgetTokens,
      budgetPeriod: brandBudgets.budgetPeriod,
      budgetWarningPercent: brandBudgets.budgetWarningPercent,
    })
    .from(brands)
    .leftJoin(brandBudgets, eq(brandBudgets.brandKey, brands.brandKey))
    .orderBy(asc(brands.brandKey));
}

export async function findBrandBudget(
  db: Database,
  brandKey: string,
): Promise<BrandBudgetRow | undefined> {
  const [row] = await db.select().from(brandBudgets).where(eq(brandBudgets.brandKey, brandKey));
  return row;
}

/** Sets a brand's budget (the brand must exist). */
export async function saveBrandBudget(db: Database, row: BrandBudgetRow): Promise<void> {
  const { brandKey, ...values } = row;
  await db
    .insert(brandBudgets)
    .values({ brandKey, ...values })
    .onConflictDoUpdate({ target: brandBudgets.brandKey, set: values });
}

/**
 * Input and output tokens of the answers recorded since `since` (usage rows are per hour, so a
 * period that starts on the hour counts exactly), for one brand or the whole instance.
 */
export async function spentTokensSince(
  db: Database,
  since: Date,
  brandKey?: string,
): Promise<number> {
  const [row] = await db
    .select({
      spent: sql<string>`coalesce(sum(${usageRecords.inputTokens} + ${usageRecords.outputTokens}), 0)::bigint`,
    })
    .from(usageRecords)
    .where(
      and(
        gte(usageRecords.hour, since),
        brandKey === undefined ? undefined : eq(usageRecords.brandKey, brandKey),
      ),
    );
  return Number(row?.spent ?? 0);
}
