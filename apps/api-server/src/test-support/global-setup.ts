import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createFileBlobStore } from '../blobs/blob-store';
import { createPglite, openDatabase, pgliteDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { seedDatabase } from '../db/seed/seed';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated and seeded PGlite data directory (`dumpDataDir`). */
    pgliteSnapshotFile: string;
    /** With PARLEY_TEST_POSTGRES=1: a cluster URL whose `parley_template` database is migrated and seeded. */
    postgresUrl: string;
  }
}

export const templateDatabase = 'parley_template';

async function migrateAndSeed(database: DatabaseHandle, scratch: string) {
  await database.migrate();
  await seedDatabase(database.db, createFileBlobStore(path.join(scratch, 'blobs')));
}

/**
 * Builds the schema once per run; every test database starts from that copy: a PGlite snapshot
 * loaded in memory, or a PostgreSQL database created from a template (TOOLCHAIN.md).
 */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'parley-test-template-'));
  if (project.config.env?.PARLEY_TEST_POSTGRES === '1') {
    const cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${templateDatabase}`);
    await admin.end();
    const template = await openDatabase({
      kind: 'postgres',
      url: cluster.urlFor(templateDatabase),
    });
    await migrateAndSeed(template, scratch);
    await template.close();
    project.provide('postgresUrl', cluster.url);
    project.provide('pgliteSnapshotFile', '');
    return async () => {
      cluster.stop();
      await rm(scratch, { recursive: true, force: true });
    };
  }
  const client = await createPglite();
  await migrateAndSeed(pgliteDatabase(client), scratch);
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const snapshotFile = path.join(scratch, 'pglite-snapshot.tar');
  await writeFile(snapshotFile, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', snapshotFile);
  project.provide('postgresUrl', '');
  return () => rm(scratch, { recursive: true, force: true });
}
