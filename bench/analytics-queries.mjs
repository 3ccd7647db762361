// Benchmark of the analytics dashboard (issue 18): seeds a million usage records (one per answered
// segment, with their conversations, 2,000 users, 40 agents, 4 brands and 4 models, spread over
// the last 120 days) and prints the p95 of each report call for each reporting period, against
// the budget of 300 ms. It builds nothing: run `pnpm --filter @parley/api-server build`
// first. It starts the built server once on a fresh data directory (migrations and seed), stops
// it, seeds the database directly with set-based SQL (the hourly and daily rollups built as the
// migration builds them from existing records), starts the server again and times the report calls over
// HTTPS, as the console makes them. With --postgres the same runs on a throw-away PostgreSQL 15
// cluster instead of the embedded PGlite.
//
//   node bench/analytics-queries.mjs [--rows 1000000] [--runs 20] [--postgres]
//
// Figures are whole-call wall times (HTTP, validation, queries, JSON) on this machine; compare
// them run against run, on a quiet machine. The export is timed once (rows per second).
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../tooling/postgres-cluster.mjs';
import { apiClient } from './support/api.mjs';
import {
  freePort,
  freshDataDir,
  repoRoot,
  requireBuilt,
  serverEntry,
  startServer,
  stopServer,
} from './support/server.mjs';

requireBuilt([[serverEntry, 'pnpm --filter @parley/api-server build']]);
const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
  },
});
const rowCount = Number(options.rows);
const runs = Number(options.runs);
const BUDGET_MS = 300;
const reports = ['summary', 'brand', 'system', 'hour', 'model', 'privacy', 'tokens', 'users'];
const periods = ['Last24Hours', 'Last7Days', 'Last30Days', 'Last90Days'];

// The server's own database drivers, resolved from its package (the root does not depend on them).
const serverRequire = createRequire(path.join(repoRoot, 'apps', 'api-server', 'package.json'));
const importFromServer = async (name) => import(serverRequire.resolve(name));

/**
 * The seed, as set-based SQL: agents, users, conversations and segments the records point at,
 * the records themselves (answered_at spread over 120 days, busier in working hours), then the
 * rollups and the users' running totals built from them the way migrations 0017 and 0018 build
 * them from existing records.
 */
function seedStatements(rows) {
  const conversationsCount = Math.max(1, Math.floor(rows / 20));
  return [
    `insert into gpt_systems (gpt_system_id, name, gpt_system_type, introduction, system_prompt, deployment_name)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'Bench agent ' || i,
       'System', '', '', 'offline'
     from generate_series(1, 40) i`,
    `insert into users (user_id, user_name, display_name, identity_provider)
     select ('00000000-0000-4000-9000-' || lpad(to_hex(i), 12, '0'))::uuid,
       'bench-user-' || i || '@parley.local', 'Bench user ' || i, 'Seed'
     from generate_series(1, 2000) i`,
    `insert into conversations (conversation_id, owner_user_id, gpt_system_id, title, session_identifier, brand_key)
     select ('00000000-0000-4000-a000-' || lpad(to_hex(i), 12, '0'))::uuid,
       ('00000000-0000-4000-9000-' || lpad(to_hex(1 + i % 2000), 12, '0'))::uuid,
       ('00000000-0000-4000-8000-' || lpad(to_hex(1 + i % 40), 12, '0'))::uuid,
       'Bench conversation', 'bench', 'brand-' || (i % 4)
     from generate_series(1, ${conversationsCount}) i`,
    `insert into segments (segment_id, conversation_id, question, answer, status, deployment_name)
     select ('00000000-0000-4000-b000-' || lpad(to_hex(i), 12, '0'))::uuid,
       ('00000000-0000-4000-a000-' || lpad(to_hex(1 + i % ${conversationsCount}), 12, '0'))::uuid,
       'Question', 'Answer', 'Completed', 'offline'
     from generate_series(1, ${rows}) i`,
    `insert into usage_records (segment_id, user_id, brand_key, gpt_system_id, public_endpoint,
       deployment_name, model, input_tokens, output_tokens, tokens_estimated, answered_at, hour,
       first_token_ms, total_ms, is_public, hipaa_mode)
     select segment_id, case when public then null else owner end, 'brand-' || (c % 4), agent,
       case when public then 'bench-public' end, 'deployment-' || (agent_index % 4),
       'model-' || (agent_index % 4), 200 + (i * 37) % 3000, 50 + (i * 53) % 1500,
       i % 97 = 0, answered_at, date_trunc('hour', answered_at), 150 + (i * 31) % 900,
       800 + (i * 17) % 9000, public, i % 10 = 0
     from (
       select i, ('00000000-0000-4000-b000-' || lpad(to_hex(i), 12, '0'))::uuid as segment_id,
         1 + i % ${conversationsCount} as c, i % 20 = 0 as public,
         ('00000000-0000-4000-9000-' || lpad(to_hex(1 + (1 + i % ${conversationsCount}) % 2000), 12, '0'))::uuid as owner,
         1 + (1 + i % ${conversationsCount}) % 40 as agent_index,
         ('00000000-0000-4000-8000-' || lpad(to_hex(1 + (1 + i % ${conversationsCount}) % 40), 12, '0'))::uuid as agent,
         now() - (((i * 7919) % (120 * 24 * 60)) * interval '1 minute') as answered_at
       from generate_series(1::bigint, ${rows}) i
     ) seed`,
    `insert into usage_hourly (hour, brand_key, gpt_system_id, deployment_name, model, is_public,
       hipaa_mode, answers, input_tokens, output_tokens, first_token_ms_sum, first_token_count,
       total_ms_sum, total_ms_count, estimated_token_answers)
     select hour, brand_key, gpt_system_id, deployment_name, model,
       is_public, hipaa_mode, count(*), sum(input_tokens), sum(output_tokens),
       coalesce(sum(first_token_ms), 0), count(first_token_ms), coalesce(sum(total_ms), 0),
       count(total_ms), count(*) filter (where tokens_estimated)
     from usage_records group by 1, 2, 3, 4, 5, 6, 7`,
    `insert into usage_daily (day, brand_key, gpt_system_id, deployment_name, model, is_public,
       hipaa_mode, answers, input_tokens, output_tokens, first_token_ms_sum, first_token_count,
       total_ms_sum, total_ms_count, estimated_token_answers)
     select date_trunc('day', answered_at, 'UTC'), brand_key, gpt_system_id, deployment_name, model,
       is_public, hipaa_mode, count(*), sum(input_tokens), sum(output_tokens),
       coalesce(sum(first_token_ms), 0), count(first_token_ms), coalesce(sum(total_ms), 0),
       count(total_ms), count(*) filter (where tokens_estimated)
     from usage_records group by 1, 2, 3, 4, 5, 6, 7`,
    `insert into usage_user_totals (scope, user_id, hour, answers, input_tokens, output_tokens)
     select scope, user_id, hour, sum(answers) over running, sum(input_tokens) over running,
       sum(output_tokens) over running
     from (
       select '*' as scope, user_id, hour, count(*) as answers, sum(input_tokens) as input_tokens,
         sum(output_tokens) as output_tokens
       from usage_records where user_id is not null group by 2, 3
       union all
       select coalesce(gpt_system_id::text, 'draft'), user_id, hour, count(*), sum(input_tokens),
         sum(output_tokens)
       from usage_records where user_id is not null group by 1, 2, 3
     ) hours
     window running as (partition by scope, user_id order by hour)`,
    `insert into usage_user_activity (scope, user_id, last_hour)
     select '*', user_id, max(hour)
     from usage_records where user_id is not null group by 1, 2
     union all
     select coalesce(gpt_system_id::text, 'draft'), user_id, max(hour)
     from usage_records where user_id is not null group by 1, 2`,
    'analyze',
  ];
}

/** The secondary indexes of the tables the seed fills (not those behind constraints). */
const secondaryIndexes = `select indexname, indexdef from pg_indexes i
  where tablename in ('segments', 'usage_records', 'conversations')
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;

/**
 * Runs the seed as a bulk load: foreign-key triggers off for the session (the seed's ids are
 * consistent by construction) and the secondary indexes of the big tables dropped before and built
 * again after, which is what makes a million rows take minutes rather than an hour on PGlite.
 */
async function seed(run, query, rows) {
  await run('set session_replication_role = replica');
  const indexes = await query(secondaryIndexes);
  for (const { indexname } of indexes) await run(`drop index "${indexname}"`);
  const statements = seedStatements(rows);
  statements.splice(5, 0, ...indexes.map(({ indexdef }) => indexdef));
  for (const statement of statements) {
    const started = performance.now();
    await run(statement);
    const label = statement.trim().split('\n')[0].slice(0, 60);
    console.log(`[bench] ${label}… ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function seedPglite(dataDir, rows) {
  const { PGlite } = await importFromServer('@electric-sql/pglite');
  const { vector } = await importFromServer('@electric-sql/pglite-pgvector');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { vector } });
  try {
    await seed(
      (statement) => db.exec(statement),
      async (text) => (await db.query(text)).rows,
      rows,
    );
  } finally {
    await db.close();
  }
}

async function seedPostgres(url, rows) {
  const { default: pg } = await importFromServer('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seed(
      (statement) => client.query(statement),
      async (text) => (await client.query(text)).rows,
      rows,
    );
  } finally {
    await client.end();
  }
}

const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timedCall(api, token, url) {
  const started = performance.now();
  const response = await api.call('GET', url, { token });
  let bytes = 0;
  for await (const chunk of response) bytes += chunk.length;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return { ms: performance.now() - started, bytes };
}

const postgres = options.postgres ? await startPostgresCluster() : undefined;
const dataDir = freshDataDir('analytics-bench');
const port = await freePort();
const env = postgres ? { DATABASE_URL: postgres.url } : {};
let server;
try {
  console.log(
    `[bench] database: ${postgres ? 'PostgreSQL 15' : 'embedded PGlite'}; ${rowCount.toLocaleString('en')} usage records`,
  );
  server = await startServer({ dataDir, port, env, readyTimeoutMs: 300_000 });
  await stopServer(server);
  const seedStarted = performance.now();
  if (postgres) await seedPostgres(postgres.url, rowCount);
  else await seedPglite(dataDir, rowCount);
  console.log(`[bench] seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  server = await startServer({ dataDir, port, env, readyTimeoutMs: 300_000 });
  const ca = readFileSync(path.join(dataDir, 'tls', 'localhost-cert.pem'));
  const api = apiClient(port, ca);
  const { n1AIToken: token } = await api.json(
    'POST',
    '/api/internal/authorization/Dev/GenerateToken',
    { body: { userName: 'admin@parley.local' } },
  );
  const agent = '00000000-0000-4000-8000-000000000007';
  const results = [];
  for (const period of periods) {
    for (const filter of ['', `&gptSystemId=${agent}`]) {
      for (const report of reports) {
        const url = `/api/internal/admin/analytics/reports/${report}?reportingPeriod=${period}${filter}`;
        await timedCall(api, token, url); // warm-up
        const times = [];
        for (let run = 0; run < runs; run += 1) times.push((await timedCall(api, token, url)).ms);
        results.push({
          period,
          agent: filter ? 'one' : 'all',
          report,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
        });
      }
    }
  }
  console.log(`\nReport calls, ${runs} runs each (ms; budget ${BUDGET_MS} ms at p95):`);
  console.log('period        agents  report    p50     p95');
  for (const result of results) {
    console.log(
      `${result.period.padEnd(13)} ${result.agent.padEnd(7)} ${result.report.padEnd(8)} ${result.p50
        .toFixed(0)
        .padStart(
          5,
        )}  ${result.p95.toFixed(0).padStart(5)}${result.p95 > BUDGET_MS ? '  OVER BUDGET' : ''}`,
    );
  }
  const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(
    `\nWorst p95: ${worst.p95.toFixed(0)} ms (${worst.report}, ${worst.period}, ${worst.agent} agents); ` +
      `${results.filter((result) => result.p95 > BUDGET_MS).length} of ${results.length} over ${BUDGET_MS} ms`,
  );
  const exportCall = await timedCall(
    api,
    token,
    '/api/internal/admin/analytics/export?reportingPeriod=Last7Days',
  );
  console.log(
    `Export, last 7 days: ${(exportCall.bytes / 1e6).toFixed(1)} MB in ${(exportCall.ms / 1000).toFixed(1)} s`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  postgres?.stop();
}
