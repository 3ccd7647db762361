import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { rowsOf } from './rows';
import type { usageRecords } from '../schema';

/*
 * Usage analytics (issue 18). Every stored answer writes its usage record and adds itself to the
 * hourly and daily rollups and to its user's running totals in the same statement
 * (`usageWrites`), so a report sums a few rows per agent and hour (the last 24 hours) or day
 * (longer periods), or reads two rows per active user (the users report), never the records
 * themselves; only the export reads records. `bench/analytics-queries.mjs` times each report over
 * a million records.
 */

export type NewUsageRecord = Omit<typeof usageRecords.$inferInsert, 'usageRecordId'> & {
  hour: Date;
  answeredAt: Date;
};

/** Day of a moment, in UTC. */
function dayOf(moment: Date): Date {
  const day = new Date(moment);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** What counts one stored answer; its HIPAA mode comes from the answer's own statement. */
export type AnswerUsage = Omit<NewUsageRecord, 'hipaaMode'>;

/**
 * The writes that count one stored answer (issue 19: one statement with the answer, not five):
 * its usage record, its hour's and day's rollups, and its user's running totals and activity, as
 * the parts of a `with` statement. Each reads the statement's `answered` part, one row with the
 * instance's `hipaa_mode` as the answer was stored, and writes nothing without that row. No two
 * parts write the same row, so they may run as one statement.
 */
export function usageWrites(record: AnswerUsage): SQL {
  const day = dayOf(record.answeredAt);
  const gptSystemId = record.gptSystemId ?? null;
  const firstTokenMs = record.firstTokenMs ?? null;
  const totalMs = record.totalMs ?? null;
  const dimensions = sql`${record.brandKey}, ${gptSystemId}, ${record.deploymentName},
    ${record.model}, ${record.isPublic ?? false}, answered.hipaa_mode`;
  const values = sql`1, ${record.inputTokens}, ${record.outputTokens},
    ${firstTokenMs ?? 0}, ${firstTokenMs === null ? 0 : 1},
    ${totalMs ?? 0}, ${totalMs === null ? 0 : 1}, ${record.tokensEstimated ? 1 : 0}`;
  const columns = sql`brand_key, gpt_system_id, deployment_name, model, is_public, hipaa_mode,
    answers, input_tokens, output_tokens, first_token_ms_sum, first_token_count, total_ms_sum,
    total_ms_count, estimated_token_answers`;
  const sums = sql`answers = r.answers + 1,
    input_tokens = r.input_tokens + excluded.input_tokens,
    output_tokens = r.output_tokens + excluded.output_tokens,
    first_token_ms_sum = r.first_token_ms_sum + excluded.first_token_ms_sum,
    first_token_count = r.first_token_count + excluded.first_token_count,
    total_ms_sum = r.total_ms_sum + excluded.total_ms_sum,
    total_ms_count = r.total_ms_count + excluded.total_ms_count,
    estimated_token_answers = r.estimated_token_answers + excluded.estimated_token_answers`;
  const parts = [
    sql`usage_record as (
      insert into usage_records (segment_id, user_id, brand_key, gpt_system_id, public_endpoint,
        deployment_name, model, input_tokens, output_tokens, tokens_estimated, answered_at, hour,
        first_token_ms, total_ms, is_public, hipaa_mode)
      select ${record.segmentId}, ${record.userId ?? null}, ${record.brandKey}, ${gptSystemId},
        ${record.publicEndpoint ?? null}, ${record.deploymentName}, ${record.model},
        ${record.inputTokens}, ${record.outputTokens}, ${record.tokensEstimated ?? false},
        ${record.answeredAt}, ${record.hour}, ${firstTokenMs}, ${totalMs},
        ${record.isPublic ?? false}, answered.hipaa_mode
      from answered)`,
    sql`hourly as (
      insert into usage_hourly as r (hour, ${columns})
      select ${record.hour}, ${dimensions}, ${values} from answered
      on conflict on constraint usage_hourly_key do update set ${sums})`,
    sql`daily as (
      insert into usage_daily as r (day, ${columns})
      select ${day}, ${dimensions}, ${values} from answered
      on conflict on constraint usage_daily_key do update set ${sums})`,
  ];
  if (record.userId) {
    const scopes = sql`(values ('*'), (${activityScope(gptSystemId)})) scopes (scope)`;
    parts.push(
      // The hour's running totals: the user's totals before it, plus this answer.
      sql`user_totals as (
        insert into usage_user_totals as t (scope, user_id, hour, answers, input_tokens,
          output_tokens)
        select scopes.scope, ${record.userId}, ${record.hour}, coalesce(before.answers, 0) + 1,
          coalesce(before.input_tokens, 0) + ${record.inputTokens},
          coalesce(before.output_tokens, 0) + ${record.outputTokens}
        from answered, ${scopes}
        left join lateral (
          select answers, input_tokens, output_tokens from usage_user_totals
          where scope = scopes.scope and user_id = ${record.userId} and hour < ${record.hour}
          order by hour desc limit 1
        ) before on true
        on conflict (scope, user_id, hour) do update set
          answers = t.answers + 1,
          input_tokens = t.input_tokens + ${record.inputTokens},
          output_tokens = t.output_tokens + ${record.outputTokens})`,
      // Hours after it already counted (an answer stored late, another instance's clock ahead):
      // they hold everything up to their end, this answer included. Usually no row.
      sql`later_totals as (
        update usage_user_totals set answers = answers + 1,
          input_tokens = input_tokens + ${record.inputTokens},
          output_tokens = output_tokens + ${record.outputTokens}
        where exists (select from answered)
          and scope in (select scope from ${scopes}) and user_id = ${record.userId}
          and hour > ${record.hour})`,
      sql`activity as (
        insert into usage_user_activity as a (scope, user_id, last_hour)
        select scopes.scope, ${record.userId}, ${record.hour} from answered, ${scopes}
        on conflict (scope, user_id) do update set
          last_hour = greatest(a.last_hour, excluded.last_hour))`,
    );
  }
  return sql.join(parts, sql`, `);
}

/**
 * Stores one answer's usage record and adds it to the rollups and its user's totals, in one
 * statement: what `usageWrites` does for a stored answer, with the HIPAA mode given.
 */
export async function recordUsage(db: Database, record: NewUsageRecord): Promise<void> {
  await db.execute(sql`
    with answered as (select ${record.hipaaMode ?? false}::boolean as hipaa_mode),
      ${usageWrites(record)}
    select 1`);
}

/** The `usage_user_activity` scope of an agent: its id, or 'draft' for a draft's test chat. */
const activityScope = (gptSystemId: string | null) => gptSystemId ?? 'draft';

/** What a report reads: records from `from` on, at hour or day granularity, maybe one agent. */
export interface UsageFilter {
  from: Date;
  granularity: 'hour' | 'day';
  gptSystemId: string | undefined;
}

/** Sums of one group of a report; averages are null when no answer in it had the measure. */
export interface UsageAggregate {
  key: string | null;
  answers: number;
  inputTokens: number;
  outputTokens: number;
  averageFirstTokenMs: number | null;
  averageTotalMs: number | null;
}

const agentCondition = (column: SQL, gptSystemId: string | undefined) =>
  gptSystemId === undefined ? sql`` : sql` and ${column} = ${gptSystemId}`;

/** The usage rows a report groups: the hourly or the daily rollup, from the period's start. */
function usageSlice(filter: UsageFilter): SQL {
  const table = filter.granularity === 'day' ? sql`usage_daily` : sql`usage_hourly`;
  const time = filter.granularity === 'day' ? sql`day` : sql`hour`;
  return sql`select ${time} as bucket, brand_key, gpt_system_id, deployment_name, model,
      is_public, hipaa_mode, answers, input_tokens, output_tokens, first_token_ms_sum,
      first_token_count, total_ms_sum, total_ms_count, estimated_token_answers
    from ${table}
    where ${time} >= ${filter.from}${agentCondition(sql`gpt_system_id`, filter.gptSystemId)}`;
}

const measures = sql`sum(answers)::float8 as answers,
  sum(input_tokens)::float8 as "inputTokens",
  sum(output_tokens)::float8 as "outputTokens",
  round(sum(first_token_ms_sum)::numeric / nullif(sum(first_token_count), 0))::float8
    as "averageFirstTokenMs",
  round(sum(total_ms_sum)::numeric / nullif(sum(total_ms_count), 0))::float8 as "averageTotalMs"`;

/** The dimensions a report groups by; each key is text (null for a missing agent). */
export const usageDimensions = {
  brand: sql`brand_key`,
  system: sql`gpt_system_id::text`,
  model: sql`model || '|' || deployment_name`,
  privacy: sql`case when is_public then 'Public' else 'SignedIn' end
    || case when hipaa_mode then ':HipaaMode' else '' end`,
  bucket: sql`to_char(bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
} as const;
export type UsageDimension = keyof typeof usageDimensions;

/** Usage grouped by one dimension, largest first (time buckets oldest first), at most `limit`. */
export async function usageBy(
  db: Database,
  filter: UsageFilter,
  dimension: UsageDimension,
  limit?: number,
): Promise<UsageAggregate[]> {
  const key = usageDimensions[dimension];
  const order = dimension === 'bucket' ? sql`key` : sql`answers desc, key`;
  return rowsOf<UsageAggregate>(
    db,
    sql`select ${key} as key, ${measures}
      from (${usageSlice(filter)}) slice
      group by 1
      order by ${order}${limit === undefined ? sql`` : sql` limit ${limit}`}`,
  );
}

export interface UsageTotals {
  answers: number;
  inputTokens: number;
  outputTokens: number;
  averageFirstTokenMs: number | null;
  averageTotalMs: number | null;
  publicAnswers: number;
  hipaaModeAnswers: number;
  estimatedTokenAnswers: number;
}

export async function usageTotals(db: Database, filter: UsageFilter): Promise<UsageTotals> {
  const [row] = await rowsOf<Partial<UsageTotals>>(
    db,
    sql`select ${measures},
        coalesce(sum(answers) filter (where is_public), 0)::float8 as "publicAnswers",
        coalesce(sum(answers) filter (where hipaa_mode), 0)::float8 as "hipaaModeAnswers",
        coalesce(sum(estimated_token_answers), 0)::float8 as "estimatedTokenAnswers"
      from (${usageSlice(filter)}) slice`,
  );
  return {
    answers: row?.answers ?? 0,
    inputTokens: row?.inputTokens ?? 0,
    outputTokens: row?.outputTokens ?? 0,
    averageFirstTokenMs: row?.averageFirstTokenMs ?? null,
    averageTotalMs: row?.averageTotalMs ?? null,
    publicAnswers: row?.publicAnswers ?? 0,
    hipaaModeAnswers: row?.hipaaModeAnswers ?? 0,
    estimatedTokenAnswers: row?.estimatedTokenAnswers ?? 0,
  };
}

export interface UserUsage {
  userId: string;
  userName: string | null;
  displayName: string | null;
  answers: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * The signed-in users who asked most in the period, with their names: for each user active in it
 * (`usage_user_activity`), their last running totals minus those from before the period.
 */
export async function usageByUser(
  db: Database,
  filter: UsageFilter,
  limit: number,
): Promise<UserUsage[]> {
  const totals = (condition: SQL) => sql`select answers, input_tokens, output_tokens
    from usage_user_totals t
    where t.scope = active.scope and t.user_id = active.user_id${condition}
    order by t.hour desc limit 1`;
  return rowsOf<UserUsage>(
    db,
    sql`select top.user_id as "userId", users.user_name as "userName",
        users.display_name as "displayName", top.answers, top."inputTokens", top."outputTokens"
      from (
        select active.user_id,
          (latest.answers - coalesce(before.answers, 0))::float8 as answers,
          (latest.input_tokens - coalesce(before.input_tokens, 0))::float8 as "inputTokens",
          (latest.output_tokens - coalesce(before.output_tokens, 0))::float8 as "outputTokens"
        from usage_user_activity active
        cross join lateral (${totals(sql``)}) latest
        left join lateral (${totals(sql` and t.hour < ${filter.from}`)}) before on true
        where active.scope = ${filter.gptSystemId ?? '*'} and active.last_hour >= ${filter.from}
        order by answers desc, active.user_id
        limit ${limit}
      ) top
      left join users on users.user_id = top.user_id
      order by top.answers desc, top.user_id`,
  );
}

/**
 * How many signed-in users asked at least once: the users whose last hour of asking lies in the
 * period (which ends now), one index range whatever the traffic.
 */
export async function activeUserCount(db: Database, filter: UsageFilter): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::float8 as count from usage_user_activity
      where scope = ${filter.gptSystemId ?? '*'} and last_hour >= ${filter.from}`,
  );
  return row?.count ?? 0;
}

/** Names for keys a report shows: agents by id, brands by key. */
export async function agentNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string | null }>(
    db,
    sql`select gpt_system_id::text as id, name from gpt_systems
      where gpt_system_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name ?? '']));
}

/**
 * The agents the dashboard's filter offers: every system agent not deleted, and every agent that
 * has usage (a personal or deleted agent too), by name.
 */
export async function analyticsAgents(db: Database) {
  return rowsOf<{
    gptSystemId: string;
    name: string | null;
    gptSystemType: string;
    deleted: boolean;
  }>(
    db,
    sql`select g.gpt_system_id::text as "gptSystemId", g.name, g.gpt_system_type as "gptSystemType",
        g.deleted_at is not null as deleted
      from gpt_systems g
      where (g.gpt_system_type = 'System' and g.deleted_at is null)
        or g.gpt_system_id in (select distinct gpt_system_id from usage_daily)
      order by lower(coalesce(g.name, '')), g.gpt_system_id`,
  );
}

export async function brandNames(db: Database): Promise<Map<string, string>> {
  const rows = await rowsOf<{ key: string; name: string }>(
    db,
    sql`select brand_key as key, name from brands`,
  );
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** One exported answer (`analyticsExportColumns`). */
export interface UsageExportRow {
  usageRecordId: string;
  answeredAt: Date;
  brandKey: string;
  gptSystemId: string | null;
  agentName: string | null;
  deploymentName: string;
  model: string;
  isPublic: boolean;
  publicEndpoint: string | null;
  userName: string | null;
  hipaaMode: boolean;
  inputTokens: number;
  outputTokens: number;
  tokensEstimated: boolean;
  firstTokenMs: number | null;
  totalMs: number | null;
  conversationId: string;
  segmentId: string;
}

export interface ExportPosition {
  answeredAt: Date;
  usageRecordId: string;
}

/**
 * A batch of the records a filter matches, oldest first, after `position` (keyset paging on
 * `usage_records_answered` or, for one agent, `usage_records_agent_answered`).
 */
export async function usageExportBatch(
  db: Database,
  filter: { from: Date; gptSystemId: string | undefined },
  position: ExportPosition | undefined,
  limit: number,
): Promise<UsageExportRow[]> {
  const after = position
    ? sql` and (r.answered_at, r.usage_record_id) > (${position.answeredAt}, ${position.usageRecordId}::uuid)`
    : sql``;
  const rows = await rowsOf<Omit<UsageExportRow, 'answeredAt'> & { answeredAt: string }>(
    db,
    sql`select r.usage_record_id as "usageRecordId",
        to_char(r.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "answeredAt",
        r.brand_key as "brandKey", r.gpt_system_id as "gptSystemId", g.name as "agentName",
        r.deployment_name as "deploymentName", r.model, r.is_public as "isPublic",
        r.public_endpoint as "publicEndpoint", u.user_name as "userName",
        r.hipaa_mode as "hipaaMode", r.input_tokens as "inputTokens",
        r.output_tokens as "outputTokens", r.tokens_estimated as "tokensEstimated",
        r.first_token_ms as "firstTokenMs", r.total_ms as "totalMs",
        s.conversation_id as "conversationId", r.segment_id as "segmentId"
      from usage_records r
      join segments s on s.segment_id = r.segment_id
      left join gpt_systems g on g.gpt_system_id = r.gpt_system_id
      left join users u on u.user_id = r.user_id
      where r.answered_at >= ${filter.from}${agentCondition(sql`r.gpt_system_id`, filter.gptSystemId)}${after}
      order by r.answered_at, r.usage_record_id
      limit ${limit}`,
  );
  // As ISO text: the two drivers parse raw timestamps differently.
  return rows.map((row) => ({ ...row, answeredAt: new Date(row.answeredAt) }));
}
