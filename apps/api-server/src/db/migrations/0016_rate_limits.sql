CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"resets_at" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_resets" ON "rate_limit_windows" USING btree ("resets_at");