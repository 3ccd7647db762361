import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { buildServer } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { serializeError } from './error-log';

const PRIVATE = 'my private question about my salary';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A query that fails on the value it was sent, as a user's text once made queries fail. */
async function failedQuery(): Promise<unknown> {
  try {
    await database.db.execute(sql`select ${PRIVATE}::uuid`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('errors in the server log', () => {
  it('keep the failed SQL but never the values it was sent', async () => {
    const error = await failedQuery();
    expect(String((error as Error).message)).toContain(PRIVATE);
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain(PRIVATE);
    expect(logged.message).toBe('Failed query: select $1::uuid');
    expect(logged.cause?.message).toBe('invalid input syntax for type uuid: "…"');
    expect(logged.cause?.code).toBe('22P02');
  });

  it('are serialized that way by the server’s own logger', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-error-log-'));
    let written = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const app = await buildServer(
      loadConfig({ PARLEY_DATA_DIR: dataDir, PARLEY_APPS_DIR: dataDir }),
      {
        database,
        logger: { level: 'error', stream },
      },
    );
    try {
      app.log.error({ err: await failedQuery() }, 'request failed');
      expect(written).toContain('Failed query: select $1::uuid');
      expect(written).not.toContain(PRIVATE);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keep other errors whole', () => {
    const logged = serializeError(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toContain('TypeError: boom');
  });
});
