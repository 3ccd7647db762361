CREATE TABLE "agent_config_states" (
	"config_state_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"gpt_system_id" uuid,
	"gpt_system_type" text NOT NULL,
	"hipaa_compliant" boolean DEFAULT false NOT NULL,
	"configuration" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_versions" (
	"gpt_system_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"published_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_versions_gpt_system_id_version_pk" PRIMARY KEY("gpt_system_id","version")
);
--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "language_engine" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "restrict_answer_to_tools" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "agent_config_states" ADD CONSTRAINT "agent_config_states_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_config_states" ADD CONSTRAINT "agent_config_states_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_published_by_user_id_users_user_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_config_states_owner_agent" ON "agent_config_states" USING btree ("owner_user_id","gpt_system_id") WHERE "agent_config_states"."gpt_system_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_config_states_owner_new" ON "agent_config_states" USING btree ("owner_user_id","gpt_system_type","created_at") WHERE "agent_config_states"."gpt_system_id" is null;