CREATE TABLE "brand_budgets" (
	"brand_key" text PRIMARY KEY NOT NULL,
	"budget_tokens" bigint,
	"budget_period" text DEFAULT 'Monthly' NOT NULL,
	"budget_warning_percent" integer DEFAULT 80 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "budget_tokens" bigint;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "budget_period" text DEFAULT 'Monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "budget_warning_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "hipaa_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_budgets" ADD CONSTRAINT "brand_budgets_brand_key_brands_brand_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("brand_key") ON DELETE cascade ON UPDATE no action;