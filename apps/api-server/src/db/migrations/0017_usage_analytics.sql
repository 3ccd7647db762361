CREATE TABLE "usage_daily" (
	"day" timestamp (3) with time zone NOT NULL,
	"brand_key" text NOT NULL,
	"gpt_system_id" uuid,
	"deployment_name" text NOT NULL,
	"model" text NOT NULL,
	"is_public" boolean NOT NULL,
	"hipaa_mode" boolean NOT NULL,
	"answers" integer NOT NULL,
	"input_tokens" bigint NOT NULL,
	"output_tokens" bigint NOT NULL,
	"first_token_ms_sum" bigint NOT NULL,
	"first_token_count" integer NOT NULL,
	"total_ms_sum" bigint NOT NULL,
	"total_ms_count" integer NOT NULL,
	"estimated_token_answers" integer NOT NULL,
	CONSTRAINT "usage_daily_key" UNIQUE NULLS NOT DISTINCT("gpt_system_id","day","brand_key","deployment_name","model","is_public","hipaa_mode")
);
--> statement-breakpoint
CREATE TABLE "usage_daily_users" (
	"day" timestamp (3) with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"gpt_system_id" uuid,
	"answers" integer NOT NULL,
	"input_tokens" bigint NOT NULL,
	"output_tokens" bigint NOT NULL,
	CONSTRAINT "usage_daily_users_key" UNIQUE NULLS NOT DISTINCT("gpt_system_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "usage_hourly" (
	"hour" timestamp (3) with time zone NOT NULL,
	"brand_key" text NOT NULL,
	"gpt_system_id" uuid,
	"deployment_name" text NOT NULL,
	"model" text NOT NULL,
	"is_public" boolean NOT NULL,
	"hipaa_mode" boolean NOT NULL,
	"answers" integer NOT NULL,
	"input_tokens" bigint NOT NULL,
	"output_tokens" bigint NOT NULL,
	"first_token_ms_sum" bigint NOT NULL,
	"first_token_count" integer NOT NULL,
	"total_ms_sum" bigint NOT NULL,
	"total_ms_count" integer NOT NULL,
	"estimated_token_answers" integer NOT NULL,
	CONSTRAINT "usage_hourly_key" UNIQUE NULLS NOT DISTINCT("gpt_system_id","hour","brand_key","deployment_name","model","is_public","hipaa_mode")
);
--> statement-breakpoint
CREATE TABLE "usage_user_activity" (
	"scope" text NOT NULL,
	"user_id" uuid NOT NULL,
	"last_hour" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "usage_user_activity_scope_user_id_pk" PRIMARY KEY("scope","user_id")
);
--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "tokens_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "answered_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "first_token_ms" integer;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "total_ms" integer;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "hipaa_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "usage_daily_day" ON "usage_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "usage_daily_users_user" ON "usage_daily_users" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "usage_hourly_hour" ON "usage_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "usage_user_activity_last_hour" ON "usage_user_activity" USING btree ("scope","last_hour");--> statement-breakpoint
CREATE INDEX "usage_records_answered" ON "usage_records" USING btree ("answered_at","usage_record_id");--> statement-breakpoint
CREATE INDEX "usage_records_agent_answered" ON "usage_records" USING btree ("gpt_system_id","answered_at","usage_record_id");
--> statement-breakpoint
-- Records from before this migration: answered at their hour, public when a visitor asked.
UPDATE "usage_records" SET "answered_at" = "hour", "is_public" = ("public_endpoint" IS NOT NULL);--> statement-breakpoint
INSERT INTO "usage_hourly" ("hour", "brand_key", "gpt_system_id", "deployment_name", "model", "is_public", "hipaa_mode", "answers", "input_tokens", "output_tokens", "first_token_ms_sum", "first_token_count", "total_ms_sum", "total_ms_count", "estimated_token_answers")
SELECT "hour", "brand_key", "gpt_system_id", "deployment_name", "model", "is_public", "hipaa_mode", count(*)::integer, sum("input_tokens"), sum("output_tokens"), 0, 0, 0, 0, 0
FROM "usage_records"
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "usage_daily" ("day", "brand_key", "gpt_system_id", "deployment_name", "model", "is_public", "hipaa_mode", "answers", "input_tokens", "output_tokens", "first_token_ms_sum", "first_token_count", "total_ms_sum", "total_ms_count", "estimated_token_answers")
SELECT date_trunc('day', "hour", 'UTC'), "brand_key", "gpt_system_id", "deployment_name", "model", "is_public", "hipaa_mode", count(*)::integer, sum("input_tokens"), sum("output_tokens"), 0, 0, 0, 0, 0
FROM "usage_records"
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "usage_daily_users" ("day", "user_id", "gpt_system_id", "answers", "input_tokens", "output_tokens")
SELECT date_trunc('day', "hour", 'UTC'), "user_id", "gpt_system_id", count(*)::integer, sum("input_tokens"), sum("output_tokens")
FROM "usage_records"
WHERE "user_id" IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "usage_user_activity" ("scope", "user_id", "last_hour")
SELECT '*', "user_id", max("hour")
FROM "usage_records"
WHERE "user_id" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "usage_user_activity" ("scope", "user_id", "last_hour")
SELECT coalesce("gpt_system_id"::text, 'draft'), "user_id", max("hour")
FROM "usage_records"
WHERE "user_id" IS NOT NULL
GROUP BY 1, 2;
