import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { timeSlicedPglite } from './time-sliced-pglite';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: embedded PGlite (a folder, or a snapshot in memory for tests) or PostgreSQL. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-snapshot'; snapshot: Blob }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied (drizzle's migrator; safe to run on every start). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed SQL migrations: next to this module in development (`src/db/migrations`) and
 * copied next to the bundle by the build (`dist/migrations`).
 */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * Wraps an open PGlite client (the test set-up uses it to dump a migrated template). Queries run in
 * time slices, so that a burst of them cannot hold up the streams (`time-sliced-pglite.ts`).
 */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: timeSlicedPglite(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'pglite': {
      mkdirSync(target.dataDir, { recursive: true });
      return pgliteDatabase(await PGlite.create({ dataDir: target.dataDir }));
    }
    case 'pglite-snapshot':
      return pgliteDatabase(await PGlite.create({ loadDataDir: target.snapshot }));
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: target.url, max: 10 });
      const db = drizzlePostgres(pool, { schema });
      return {
        db: db as unknown as Database,
        kind: 'postgres',
        migrate: () => migratePostgres(db, { migrationsFolder }),
        close: () => pool.end(),
      };
    }
  }
}
