import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Logger } from 'drizzle-orm';
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

/** Plain SQL for the job queue (pg-boss), which brings its own statements and schema. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The same database for the job queue: the pool, or PGlite in its time slices. */
  readonly sql: SqlExecutor;
  /** Applies the migrations not yet applied (drizzle's migrator; safe to run on every start). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * Sees every statement drizzle sends (tests count a question's statements with it:
   * `routes/conversations/answer-statements.test.ts`).
   */
  logger?: Logger;
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
 * Opens PGlite with the extensions the schema uses: pgvector, for libraries searched by meaning
 * (migration 0013 creates it where it is available, which it always is here).
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { vector } });
}

/**
 * Wraps an open PGlite client (the test set-up uses it to dump a migrated template). Queries run in
 * time slices, so that a burst of them cannot hold up the streams (`time-sliced-pglite.ts`).
 */
export function pgliteDatabase(client: PGlite, options: DatabaseOptions = {}): DatabaseHandle {
  const sliced = timeSlicedPglite(client);
  const db = drizzlePglite({ client: sliced, schema, logger: options.logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    sql: {
      // pg-boss sends its schema changes as one script of several statements without parameters,
      // which only `exec` runs; everything else is one statement.
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          const results = await sliced.exec(text);
          const last = results.at(-1);
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
        }
        const result = await sliced.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'pglite': {
      mkdirSync(target.dataDir, { recursive: true });
      return pgliteDatabase(await createPglite({ dataDir: target.dataDir }), options);
    }
    case 'pglite-snapshot':
      return pgliteDatabase(await createPglite({ loadDataDir: target.snapshot }), options);
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: target.url, max: 10 });
      const db = drizzlePostgres(pool, { schema, logger: options.logger });
      return {
        db: db as unknown as Database,
        kind: 'postgres',
        sql: {
          async executeSql(text, values) {
            const result = await pool.query(text, values);
            return { rows: result.rows, rowCount: result.rowCount ?? 0 };
          },
        },
        migrate: () => migratePostgres(db, { migrationsFolder }),
        close: () => pool.end(),
      };
    }
  }
}
