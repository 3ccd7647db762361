CREATE TABLE "attachments" (
	"attachment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"public_session_identifier" text,
	"attachment_type" text NOT NULL,
	"context" text NOT NULL,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_one_owner" CHECK (("attachments"."owner_user_id" is null) <> ("attachments"."public_session_identifier" is null))
);
--> statement-breakpoint
CREATE TABLE "public_guidelines_consents" (
	"session_identifier" text NOT NULL,
	"guidelines_document_id" uuid NOT NULL,
	"consented_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_guidelines_consents_session_identifier_guidelines_document_id_pk" PRIMARY KEY("session_identifier","guidelines_document_id")
);
--> statement-breakpoint
CREATE TABLE "public_sessions" (
	"session_identifier" text PRIMARY KEY NOT NULL,
	"gpt_system_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_attachments" (
	"segment_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "segment_attachments_segment_id_attachment_id_pk" PRIMARY KEY("segment_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "segment_vision_images" (
	"segment_id" uuid NOT NULL,
	"vision_image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "segment_vision_images_segment_id_vision_image_id_pk" PRIMARY KEY("segment_id","vision_image_id")
);
--> statement-breakpoint
CREATE TABLE "vision_images" (
	"vision_image_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"public_session_identifier" text,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_file_name" text NOT NULL,
	"thumbnail_blob_file_name" text NOT NULL,
	"thumbnail_mime_type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vision_images_one_owner" CHECK (("vision_images"."owner_user_id" is null) <> ("vision_images"."public_session_identifier" is null))
);
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "public_session_identifier" text;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_endpoint_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_brand_key" text;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_questions_per_minute_per_session" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_questions_per_minute_per_address" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "public_questions_per_minute_per_endpoint" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "public_endpoint" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_public_session_identifier_public_sessions_session_identifier_fk" FOREIGN KEY ("public_session_identifier") REFERENCES "public"."public_sessions"("session_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" ADD CONSTRAINT "public_guidelines_consents_session_identifier_public_sessions_session_identifier_fk" FOREIGN KEY ("session_identifier") REFERENCES "public"."public_sessions"("session_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" ADD CONSTRAINT "public_guidelines_consents_guidelines_document_id_guidelines_documents_guidelines_document_id_fk" FOREIGN KEY ("guidelines_document_id") REFERENCES "public"."guidelines_documents"("guidelines_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_sessions" ADD CONSTRAINT "public_sessions_gpt_system_id_gpt_systems_gpt_system_id_fk" FOREIGN KEY ("gpt_system_id") REFERENCES "public"."gpt_systems"("gpt_system_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_attachments" ADD CONSTRAINT "segment_attachments_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_attachments" ADD CONSTRAINT "segment_attachments_attachment_id_attachments_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("attachment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_vision_images" ADD CONSTRAINT "segment_vision_images_segment_id_segments_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_vision_images" ADD CONSTRAINT "segment_vision_images_vision_image_id_vision_images_vision_image_id_fk" FOREIGN KEY ("vision_image_id") REFERENCES "public"."vision_images"("vision_image_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_images" ADD CONSTRAINT "vision_images_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_images" ADD CONSTRAINT "vision_images_public_session_identifier_public_sessions_session_identifier_fk" FOREIGN KEY ("public_session_identifier") REFERENCES "public"."public_sessions"("session_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_user" ON "attachments" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "attachments_public_session" ON "attachments" USING btree ("public_session_identifier");--> statement-breakpoint
CREATE INDEX "public_sessions_agent" ON "public_sessions" USING btree ("gpt_system_id");--> statement-breakpoint
CREATE INDEX "vision_images_owner_user" ON "vision_images" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "vision_images_public_session" ON "vision_images" USING btree ("public_session_identifier");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_public_session_identifier_public_sessions_session_identifier_fk" FOREIGN KEY ("public_session_identifier") REFERENCES "public"."public_sessions"("session_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD CONSTRAINT "gpt_systems_public_brand_key_brands_brand_key_fk" FOREIGN KEY ("public_brand_key") REFERENCES "public"."brands"("brand_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_public_session" ON "conversations" USING btree ("public_session_identifier");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_one_owner" CHECK (("conversations"."owner_user_id" is null) <> ("conversations"."public_session_identifier" is null));--> statement-breakpoint
-- Endpoints named before the switch existed stay reachable, as the seeded parley-demo is.
UPDATE "gpt_systems" SET "public_endpoint_enabled" = true WHERE "public_endpoint" IS NOT NULL;
