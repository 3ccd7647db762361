CREATE TABLE "audit_entries" (
	"audit_entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "brand_files" (
	"brand_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"blob_key" text NOT NULL,
	CONSTRAINT "brand_files_brand_key_file_name_pk" PRIMARY KEY("brand_key","file_name")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brand_key" text PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"menu_color" text NOT NULL,
	"menu_text_primary_color" text NOT NULL,
	"use_gradient_buttons" boolean NOT NULL,
	"logo_file_name" text,
	"navigation_logo_file_name" text,
	"splash_screen_background_file_name" text,
	"use_login_background_img" boolean NOT NULL,
	"login_background" text NOT NULL,
	"login_alignment" text NOT NULL,
	"avatar" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"conversation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	"title" text NOT NULL,
	"session_identifier" text NOT NULL,
	"brand_key" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"moderation_status" text DEFAULT 'None' NOT NULL,
	"selected_leaf_segment_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "generated_images" (
	"image_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segment_id" uuid NOT NULL,
	"access_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"title" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gpt_system_prompts" (
	"prompt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gpt_systems" (
	"gpt_system_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"description" text,
	"gpt_system_type" text NOT NULL,
	"owner_user_id" uuid,
	"moderation_status" text DEFAULT 'None' NOT NULL,
	"publishing_state" text DEFAULT 'Published' NOT NULL,
	"public_endpoint" text,
	"introduction" text NOT NULL,
	"system_prompt" text NOT NULL,
	"deployment_name" text NOT NULL,
	"temperature" double precision,
	"top_p" double precision,
	"max_tokens" integer,
	"frequency_penalty" double precision,
	"capability_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"vision_file_upload" boolean DEFAULT false NOT NULL,
	"guidelines_document_id" uuid,
	"avatar_version" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gpt_systems_public_endpoint_unique" UNIQUE("public_endpoint")
);
--> statement-breakpoint
CREATE TABLE "guidelines_consents" (
	"user_id" uuid NOT NULL,
	"guidelines_document_id" uuid NOT NULL,
	"consented_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidelines_consents_user_id_guidelines_document_id_pk" PRIMARY KEY("user_id","guidelines_document_id")
);
--> statement-breakpoint
CREATE TABLE "guidelines_documents" (
	"guidelines_document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"require_consent" boolean NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guidelines_sections" (
	"section_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guidelines_document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organization_name" text NOT NULL,
	"entra_client_id" text NOT NULL,
	"entra_tenant_id" text NOT NULL,
	"entra_instance" text NOT NULL,
	"oidc_authority" text,
	"oidc_client_id" text,
	"oidc_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_brand_key" text NOT NULL,
	"allow_user_created_gpt_systems" boolean NOT NULL,
	"allow_connections" boolean NOT NULL,
	"show_footer" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pinned_gpt_systems" (
	"user_id" uuid NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	"pinned_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_gpt_systems_user_id_gpt_system_id_pk" PRIMARY KEY("user_id","gpt_system_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"actions" text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "segment_feedback" (
	"segment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"comment" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"segment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"parent_segment_id" uuid,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"code_interpreter_output" text DEFAULT '' NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"answered_with_gpt_system_id" uuid,
	"deployment_name" text NOT NULL,
	"engine" text,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "trace_logs" (
	"trace_log_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"timestamp" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"usage_record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segment_id" uuid NOT NULL,
	"user_id" uuid,
	"brand_key" text NOT NULL,
	"gpt_system_id" uuid,
	"deployment_name" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "usage_records_segment_id_unique" UNIQUE("segment_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_prompts" (
	"prompt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"identity_provider" text NOT NULL,
	"subject" text,
	"is_banned_from_creating_agents" boolean DEFAULT false NOT NULL,
	"is_banned_from_sharing_agents" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_files" ADD CONSTRAINT "brand_files_brand_key_brands_brand_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("brand_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpt_system_prompts" ADD CONSTRAINT "gpt_system_prompts_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD CONSTRAINT "gpt_systems_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD CONSTRAINT "gpt_systems_guidelines_document_id_guidelines_documents_guidelines_document_id_fk" FOREIGN KEY ("guidelines_document_id") REFERENCES "public"."guidelines_documents"("guidelines_document_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines_consents" ADD CONSTRAINT "guidelines_consents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines_consents" ADD CONSTRAINT "guidelines_consents_guidelines_document_id_guidelines_documents_guidelines_document_id_fk" FOREIGN KEY ("guidelines_document_id") REFERENCES "public"."guidelines_documents"("guidelines_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines_sections" ADD CONSTRAINT "guidelines_sections_guidelines_document_id_guidelines_documents_guidelines_document_id_fk" FOREIGN KEY ("guidelines_document_id") REFERENCES "public"."guidelines_documents"("guidelines_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_gpt_systems" ADD CONSTRAINT "pinned_gpt_systems_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_gpt_systems" ADD CONSTRAINT "pinned_gpt_systems_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_feedback" ADD CONSTRAINT "segment_feedback_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_feedback" ADD CONSTRAINT "segment_feedback_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_conversation_id_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_answered_with_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("answered_with_gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_logs" ADD CONSTRAINT "trace_logs_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_directory_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."directory_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prompts" ADD CONSTRAINT "user_prompts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_occurred" ON "audit_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_created" ON "conversations" USING btree ("owner_user_id","created_at","conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_title_search" ON "conversations" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "generated_images_segment" ON "generated_images" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "gpt_system_prompts_agent" ON "gpt_system_prompts" USING btree ("gpt_system_id");--> statement-breakpoint
CREATE INDEX "guidelines_sections_document" ON "guidelines_sections" USING btree ("guidelines_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_documents_agent_path" ON "library_documents" USING btree ("gpt_system_id","path");--> statement-breakpoint
CREATE INDEX "library_documents_search" ON "library_documents" USING gin (to_tsvector('english', "title" || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "segments_conversation" ON "segments" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "segments_status_in_flight" ON "segments" USING btree ("status") WHERE "segments"."status" in ('Pending', 'Streaming');--> statement-breakpoint
CREATE INDEX "segments_content_search" ON "segments" USING gin (to_tsvector('simple', "question" || ' ' || "answer"));--> statement-breakpoint
CREATE INDEX "trace_logs_segment" ON "trace_logs" USING btree ("segment_id","position");--> statement-breakpoint
CREATE INDEX "usage_records_hour" ON "usage_records" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "user_prompts_user" ON "user_prompts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower" ON "users" USING btree (lower("user_name"));