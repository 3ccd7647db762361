CREATE TABLE "guidelines_templates" (
	"guidelines_template_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guidelines_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guidelines_documents" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "guidelines_documents" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "guidelines_consents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guidelines_consents" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "guidelines_consents" DROP CONSTRAINT "guidelines_consents_user_id_guidelines_document_id_pk";--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" DROP CONSTRAINT "public_guidelines_consents_session_identifier_guidelines_document_id_pk";--> statement-breakpoint
ALTER TABLE "guidelines_consents" ADD CONSTRAINT "guidelines_consents_user_id_guidelines_document_id_version_pk" PRIMARY KEY("user_id","guidelines_document_id","version");--> statement-breakpoint
ALTER TABLE "public_guidelines_consents" ADD CONSTRAINT "public_guidelines_consents_session_identifier_guidelines_document_id_version_pk" PRIMARY KEY("session_identifier","guidelines_document_id","version");
