ALTER TABLE "conversations" ALTER COLUMN "gpt_system_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "config_state_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_config_state_id_agent_config_states_config_state_id_fk" FOREIGN KEY ("config_state_id") REFERENCES "public"."agent_config_states"("config_state_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_config_state" ON "conversations" USING btree ("config_state_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agent_or_draft" CHECK ("conversations"."gpt_system_id" is not null or "conversations"."config_state_id" is not null);