import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';

const userId = '00000000-0000-4000-8000-000000000a01';
const documentId = '00000000-0000-4000-8000-000000000a02';

/** Runs one committed migration file, statement by statement, as drizzle's migrator does. */
async function runMigration(client: PGlite, file: string) {
  const sql = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

describe('migration 0012 (guidelines versions)', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('keeps the consents given before versions existed, as consents to version 1', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
    const versions = files.findIndex((file) => file.startsWith('0012_'));
    expect(versions).toBeGreaterThan(0);
    for (const file of files.slice(0, versions)) await runMigration(client, file);
    await client.exec(`
      insert into users (user_id, user_name, display_name, identity_provider)
        values ('${userId}', 'early@parley.local', 'Early', 'Seed');
      insert into guidelines_documents (guidelines_document_id, title, require_consent)
        values ('${documentId}', 'Acceptable use', true);
      insert into guidelines_consents (user_id, guidelines_document_id)
        values ('${userId}', '${documentId}');
    `);

    for (const file of files.slice(versions)) await runMigration(client, file);

    const documents = await client.query(
      'select version, updated_at = created_at as "unchangedSince" from guidelines_documents',
    );
    expect(documents.rows).toEqual([{ version: 1, unchangedSince: true }]);
    const consents = await client.query('select user_id, version from guidelines_consents');
    expect(consents.rows).toEqual([{ user_id: userId, version: 1 }]);
    // Once per version: a consent to version 2 is a second row, a repeat of version 1 is refused.
    await client.exec(
      `insert into guidelines_consents (user_id, guidelines_document_id, version) values ('${userId}', '${documentId}', 2)`,
    );
    await expect(
      client.exec(
        `insert into guidelines_consents (user_id, guidelines_document_id, version) values ('${userId}', '${documentId}', 1)`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});
