import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/database';
import type { DatabaseHandle, DatabaseOptions } from '../db/database';
import { templateDatabase } from './global-setup';

/** Whether this run targets a real PostgreSQL (`PARLEY_TEST_POSTGRES=1`) instead of PGlite. */
export const onPostgres = process.env.PARLEY_TEST_POSTGRES === '1';

async function onCluster(sql: string) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database, migrated and seeded, for one test file: a copy of the run's template (a
 * PGlite snapshot loaded in memory, or a PostgreSQL database created from the template).
 */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (!onPostgres) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotFile'))]);
    return openDatabase({ kind: 'pglite-snapshot', snapshot }, options);
  }
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  await onCluster(`create database ${name} template ${templateDatabase}`);
  const database = await openDatabase(
    { kind: 'postgres', url: inject('postgresUrl').replace(/\/postgres$/, `/${name}`) },
    options,
  );
  return {
    ...database,
    async close() {
      await database.close();
      await onCluster(`drop database ${name}`);
    },
  };
}
