CREATE TABLE "connection_user_roles" (
	"connection_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "connection_user_roles_connection_id_role_id_pk" PRIMARY KEY("connection_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"connection_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"provider_type" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_run_action" text,
	"last_run_status" text,
	"last_run_started_at" timestamp (3) with time zone,
	"last_run_finished_at" timestamp (3) with time zone,
	"last_run_summary" text,
	"last_run_problems" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_deployments" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "connection_user_roles" ADD CONSTRAINT "connection_user_roles_connection_id_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_user_roles" ADD CONSTRAINT "connection_user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_name" ON "connections" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "model_deployments" ADD CONSTRAINT "model_deployments_connection_id_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("connection_id") ON DELETE no action ON UPDATE no action;