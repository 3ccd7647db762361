import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { brandFiles, brands } from '../schema';

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
