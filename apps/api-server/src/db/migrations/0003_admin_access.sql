CREATE TABLE "chat_access_policies" (
	"chat_access_policy_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"all_agents" boolean DEFAULT false NOT NULL,
	"brand_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_access_policy_agents" (
	"chat_access_policy_id" uuid NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	CONSTRAINT "chat_access_policy_agents_chat_access_policy_id_gpt_system_id_pk" PRIMARY KEY("chat_access_policy_id","gpt_system_id")
);
--> statement-breakpoint
CREATE TABLE "chat_access_policy_groups" (
	"chat_access_policy_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "chat_access_policy_groups_chat_access_policy_id_group_id_pk" PRIMARY KEY("chat_access_policy_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "chat_access_policy_roles" (
	"chat_access_policy_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "chat_access_policy_roles_chat_access_policy_id_role_id_pk" PRIMARY KEY("chat_access_policy_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "chat_access_policy_users" (
	"chat_access_policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "chat_access_policy_users_chat_access_policy_id_user_id_pk" PRIMARY KEY("chat_access_policy_id","user_id")
);
--> statement-breakpoint
DROP INDEX "audit_entries_occurred";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "actor_user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_access_policies" ADD CONSTRAINT "chat_access_policies_brand_key_brands_brand_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("brand_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_agents" ADD CONSTRAINT "chat_access_policy_agents_chat_access_policy_id_chat_access_policies_chat_access_policy_id_fk" FOREIGN KEY ("chat_access_policy_id") REFERENCES "public"."chat_access_policies"("chat_access_policy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_agents" ADD CONSTRAINT "chat_access_policy_agents_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_groups" ADD CONSTRAINT "chat_access_policy_groups_chat_access_policy_id_chat_access_policies_chat_access_policy_id_fk" FOREIGN KEY ("chat_access_policy_id") REFERENCES "public"."chat_access_policies"("chat_access_policy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_groups" ADD CONSTRAINT "chat_access_policy_groups_group_id_directory_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."directory_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_roles" ADD CONSTRAINT "chat_access_policy_roles_chat_access_policy_id_chat_access_policies_chat_access_policy_id_fk" FOREIGN KEY ("chat_access_policy_id") REFERENCES "public"."chat_access_policies"("chat_access_policy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_roles" ADD CONSTRAINT "chat_access_policy_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_users" ADD CONSTRAINT "chat_access_policy_users_chat_access_policy_id_chat_access_policies_chat_access_policy_id_fk" FOREIGN KEY ("chat_access_policy_id") REFERENCES "public"."chat_access_policies"("chat_access_policy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_access_policy_users" ADD CONSTRAINT "chat_access_policy_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_access_policy_agents_agent" ON "chat_access_policy_agents" USING btree ("gpt_system_id");--> statement-breakpoint
CREATE INDEX "audit_entries_entity" ON "audit_entries" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_entries_occurred" ON "audit_entries" USING btree ("occurred_at","audit_entry_id");