import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  brandFiles,
  brandHosts,
  brands,
  chatAccessPolicies,
  gptSystems,
  instanceSettings,
} from '../schema';

/** The unique constraints a brand's writes can meet (`violatedUniqueConstraint`). */
export const brandConstraints = { key: 'brands_pkey', hostName: 'brand_hosts_pkey' } as const;

export async function findBrand(db: Database, brandKey: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.brandKey, brandKey));
  return brand;
}

/** The names of a brand's stored files (logos, backgrounds, avatar), by name. */
export async function listBrandFileNames(db: Database, brandKey: string): Promise<string[]> {
  const rows = await db
    .select({ fileName: brandFiles.fileName })
    .from(brandFiles)
    .where(eq(brandFiles.brandKey, brandKey))
    .orderBy(asc(brandFiles.fileName));
  return rows.map((row) => row.fileName);
}

export async function findBrandFile(db: Database, brandKey: string, fileName: string) {
  const [file] = await db
    .select()
    .from(brandFiles)
    .where(and(eq(brandFiles.brandKey, brandKey), eq(brandFiles.fileName, fileName)));
  return file;
}

/** Every brand's key, in order. */
export async function listBrandKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ brandKey: brands.brandKey })
    .from(brands)
    .orderBy(asc(brands.brandKey));
  return rows.map((row) => row.brandKey);
}

export type BrandRow = typeof brands.$inferSelect;
export type BrandValues = Omit<typeof brands.$inferInsert, 'brandKey' | 'createdAt'>;

/** Every brand with its host names, by key. */
export async function listBrands(db: Database): Promise<(BrandRow & { hostNames: string[] })[]> {
  const [rows, hosts] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.brandKey)),
    db.select().from(brandHosts).orderBy(asc(brandHosts.hostName)),
  ]);
  return rows.map((row) => ({
    ...row,
    hostNames: hosts.filter((host) => host.brandKey === row.brandKey).map((host) => host.hostName),
  }));
}

/** The host names a brand is reached on, in order. */
export async function listBrandHostNames(db: Database, brandKey: string): Promise<string[]> {
  const rows = await db
    .select({ hostName: brandHosts.hostName })
    .from(brandHosts)
    .where(eq(brandHosts.brandKey, brandKey))
    .orderBy(asc(brandHosts.hostName));
  return rows.map((row) => row.hostName);
}

/** Which of these host names another brand holds, with that brand. */
export async function hostNamesHeldElsewhere(
  db: Database,
  brandKey: string | undefined,
  hostNames: string[],
): Promise<{ hostName: string; brandKey: string }[]> {
  if (hostNames.length === 0) return [];
  const rows = await db.select().from(brandHosts).where(inArray(brandHosts.hostName, hostNames));
  return rows.filter((row) => row.brandKey !== brandKey);
}

/** The brand of a visit on the host name: the brand bound to it, else the instance's default. */
export async function brandKeyForHost(db: Database, hostName: string): Promise<string> {
  const [row] = await db
    .select({
      brandKey: sql<string>`coalesce(
        (select ${brandHosts.brandKey} from ${brandHosts} where ${brandHosts.hostName} = ${hostName}),
        ${instanceSettings.defaultBrandKey})`,
    })
    .from(instanceSettings)
    .where(eq(instanceSettings.id, 1));
  if (!row) throw new Error('The instance settings row is missing; the seed did not run.');
  return row.brandKey;
}

/** The brand a host name is bound to, if any. */
export async function brandKeyOfHost(db: Database, hostName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ brandKey: brandHosts.brandKey })
    .from(brandHosts)
    .where(eq(brandHosts.hostName, hostName));
  return row?.brandKey;
}

export async function insertBrand(tx: Database, brandKey: string, values: BrandValues) {
  await tx.insert(brands).values({ ...values, brandKey });
}

export async function updateBrand(tx: Database, brandKey: string, values: Partial<BrandValues>) {
  await tx.update(brands).set(values).where(eq(brands.brandKey, brandKey));
}

/** Removes a brand; its files' rows and host names go with it (the blobs are the caller's). */
export async function deleteBrand(tx: Database, brandKey: string) {
  await tx.delete(brands).where(eq(brands.brandKey, brandKey));
}

/** Makes these the brand's host names, and only these. */
export async function replaceBrandHostNames(tx: Database, brandKey: string, hostNames: string[]) {
  await tx.delete(brandHosts).where(eq(brandHosts.brandKey, brandKey));
  if (hostNames.length > 0) {
    await tx.insert(brandHosts).values(hostNames.map((hostName) => ({ hostName, brandKey })));
  }
}

/**
 * Shows the instance's default brand instead of this one on every public chat that shows it (what
 * deleting the brand would do through the foreign key, done here so it can be audited); answers
 * the agents changed, as they were.
 */
export async function releasePublicChatBrand(tx: Database, brandKey: string) {
  const showing = await tx.select().from(gptSystems).where(eq(gptSystems.publicBrandKey, brandKey));
  if (showing.length > 0) {
    await tx
      .update(gptSystems)
      .set({ publicBrandKey: null })
      .where(eq(gptSystems.publicBrandKey, brandKey));
  }
  return showing;
}

/** The names of the chat access policies limited to the brand (deleting it would drop them). */
export async function policiesOnBrand(db: Database, brandKey: string): Promise<string[]> {
  const rows = await db
    .select({ name: chatAccessPolicies.name })
    .from(chatAccessPolicies)
    .where(eq(chatAccessPolicies.brandKey, brandKey))
    .orderBy(asc(chatAccessPolicies.name));
  return rows.map((row) => row.name);
}

export async function insertBrandFile(
  tx: Database,
  file: { brandKey: string; fileName: string; mimeType: string; blobKey: string },
) {
  await tx.insert(brandFiles).values(file);
}

export async function deleteBrandFile(tx: Database, brandKey: string, fileName: string) {
  await tx
    .delete(brandFiles)
    .where(and(eq(brandFiles.brandKey, brandKey), eq(brandFiles.fileName, fileName)));
}
