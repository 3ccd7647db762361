CREATE TABLE "error_reports" (
	"error_report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"environment" text NOT NULL,
	"release" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"path" text NOT NULL,
	"source" text,
	"user_id" uuid,
	"brand_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_reported" ON "error_reports" USING btree ("created_at","error_report_id");--> statement-breakpoint
CREATE INDEX "error_reports_fingerprint" ON "error_reports" USING btree ("fingerprint");--> statement-breakpoint
-- The seeded Administrator role holds every action (seed-data.ts); on an instance seeded before
-- ErrorReportsRead existed it gains that one too. A role an administrator changed keeps its choice
-- of every other action.
UPDATE "roles" SET "actions" = array_append("actions", 'ErrorReportsRead') WHERE "role_id" = '00000000-0000-4000-8000-000000000101' AND NOT ('ErrorReportsRead' = ANY("actions"));
