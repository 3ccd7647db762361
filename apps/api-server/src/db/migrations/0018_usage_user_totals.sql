CREATE TABLE "usage_user_totals" (
	"scope" text NOT NULL,
	"user_id" uuid NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"answers" bigint NOT NULL,
	"input_tokens" bigint NOT NULL,
	"output_tokens" bigint NOT NULL,
	CONSTRAINT "usage_user_totals_scope_user_id_hour_pk" PRIMARY KEY("scope","user_id","hour")
);
--> statement-breakpoint
-- Running totals from the records stored so far: per user and hour, over all agents and per agent,
-- everything up to the end of that hour.
INSERT INTO "usage_user_totals" ("scope", "user_id", "hour", "answers", "input_tokens", "output_tokens")
SELECT "scope", "user_id", "hour",
  sum("answers") OVER running, sum("input_tokens") OVER running, sum("output_tokens") OVER running
FROM (
  SELECT '*' AS "scope", "user_id", "hour", count(*) AS "answers",
    sum("input_tokens") AS "input_tokens", sum("output_tokens") AS "output_tokens"
  FROM "usage_records" WHERE "user_id" IS NOT NULL GROUP BY 2, 3
  UNION ALL
  SELECT coalesce("gpt_system_id"::text, 'draft'), "user_id", "hour", count(*),
    sum("input_tokens"), sum("output_tokens")
  FROM "usage_records" WHERE "user_id" IS NOT NULL GROUP BY 1, 2, 3
) AS "hours"
WINDOW running AS (PARTITION BY "scope", "user_id" ORDER BY "hour");--> statement-breakpoint
DROP TABLE "usage_daily_users" CASCADE;