CREATE TABLE "model_deployments" (
	"deployment_name" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"base_url" text,
	"resource_name" text,
	"api_version" text,
	"max_retries" integer DEFAULT 2 NOT NULL,
	"api_key_cipher_text" text,
	"api_key_last_characters" text,
	"hipaa_compliant" boolean DEFAULT false NOT NULL,
	"available_to_personal_agents" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "model_deployments_one_default" ON "model_deployments" USING btree ("is_default") WHERE "model_deployments"."is_default";--> statement-breakpoint
INSERT INTO "model_deployments" ("deployment_name", "provider", "model", "hipaa_compliant", "available_to_personal_agents", "is_default", "source") VALUES ('offline', 'offline', 'offline', true, true, true, 'builtin') ON CONFLICT DO NOTHING;
