CREATE TABLE "brand_hosts" (
	"host_name" text PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_secrets" (
	"kind" text PRIMARY KEY NOT NULL,
	"cipher_text" text NOT NULL,
	"last_characters" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "allow_agent_sharing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "max_agents_per_user" integer;--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_hosts" ADD CONSTRAINT "brand_hosts_brand_key_brands_brand_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("brand_key") ON DELETE cascade ON UPDATE no action;