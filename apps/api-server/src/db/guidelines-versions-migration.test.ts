import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { onPostgres } from '../test-support/test-database';
import { migrationsFolder } from './database';

const userId = '00000000-0000-4000-8000-000000000a01';
const documentId = '00000000-0000-4000-8000-000000000a02';

/** An empty database of the run's kind (PGlite, or a new one on the test cluster). */
interface EmptyDatabase {
  exec(sql: string): Promise<void>;
  rows(sql: string): Promise<unknown[]>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<EmptyDatabase> {
  if (!onPostgres) {
    const client = new PGlite();
    return {
      exec: async (sql) => void (await client.exec(sql)),
      rows: async (sql) => (await client.query(sql)).rows,
      close: () => client.close(),
    };
  }
  const clusterUrl = inject('postgresUrl');
  const name = `parley_migration_${randomBytes(6).toString('hex')}`;
  const cluster = new pg.Client({ connectionString: clusterUrl });
  await cluster.connect();
  await cluster.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: clusterUrl.replace(/\/postgres$/, `/${name}`) });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows,
    async close() {
      await client.end();
      await cluster.query(`drop database ${name}`);
      await cluster.end();
    },
  };
}

/** Runs one committed migration file, statement by statement, as drizzle's migrator does. */
async function runMigration(database: EmptyDatabase, file: string) {
  const sql = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.exec(statement);
  }
}

describe('migration 0012 (guidelines versions)', () => {
  it('keeps the consents given before versions existed, as consents to version 1', async () => {
    const database = await emptyDatabase();
    try {
      const files = (await readdir(migrationsFolder))
        .filter((file) => file.endsWith('.sql'))
        .sort();
      const versions = files.findIndex((file) => file.startsWith('0012_'));
      expect(versions).toBeGreaterThan(0);
      for (const file of files.slice(0, versions)) await runMigration(database, file);
      await database.exec(`
        insert into users (user_id, user_name, display_name, identity_provider)
          values ('${userId}', 'early@parley.local', 'Early', 'Seed');
        insert into guidelines_documents (guidelines_document_id, title, require_consent)
          values ('${documentId}', 'Acceptable use', true);
        insert into guidelines_consents (user_id, guidelines_document_id)
          values ('${userId}', '${documentId}');
      `);

      for (const file of files.slice(versions)) await runMigration(database, file);

      expect(
        await database.rows(
          'select version, updated_at = created_at as "unchangedSince" from guidelines_documents',
        ),
      ).toEqual([{ version: 1, unchangedSince: true }]);
      expect(await database.rows('select user_id, version from guidelines_consents')).toEqual([
        { user_id: userId, version: 1 },
      ]);
      // Once per version: a consent to version 2 is a second row, a repeat of version 1 refused.
      const consent = (version: number) =>
        `insert into guidelines_consents (user_id, guidelines_document_id, version) values ('${userId}', '${documentId}', ${version})`;
      await database.exec(consent(2));
      await expect(database.exec(consent(1))).rejects.toThrow(/duplicate key/);
    } finally {
      await database.close();
    }
  });
});
