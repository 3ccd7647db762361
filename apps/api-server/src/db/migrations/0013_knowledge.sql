CREATE TABLE "data_sources" (
	"data_source_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_source_type" text NOT NULL,
	"endpoints_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"chunk_size" integer NOT NULL,
	"chunk_overlap" integer NOT NULL,
	"language" text NOT NULL,
	"embedding_deployment_name" text,
	"index_version" integer DEFAULT 1 NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_chunks" (
	"chunk_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"data_source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"page_number" integer,
	"heading" text,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_file_logs" (
	"log_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"file_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_source_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"content_version" integer DEFAULT 1 NOT NULL,
	"indexed_version" integer,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp (3) with time zone,
	"lease_expires_at" timestamp (3) with time zone
);
--> statement-breakpoint
DROP TABLE "library_documents" CASCADE;
--> statement-breakpoint
ALTER TABLE "gpt_systems" ADD COLUMN "data_source_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "data_sources" ADD CONSTRAINT "data_sources_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_chunks" ADD CONSTRAINT "library_chunks_file_id_library_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("file_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_chunks" ADD CONSTRAINT "library_chunks_data_source_id_data_sources_data_source_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("data_source_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_file_logs" ADD CONSTRAINT "library_file_logs_file_id_library_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("file_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_data_source_id_data_sources_data_source_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("data_source_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_uploaded_by_user_id_users_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "data_sources_name" ON "data_sources" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "library_chunks_position" ON "library_chunks" USING btree ("file_id","position");
--> statement-breakpoint
CREATE INDEX "library_chunks_library" ON "library_chunks" USING btree ("data_source_id");
--> statement-breakpoint
CREATE INDEX "library_chunks_search" ON "library_chunks" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "library_file_logs_file" ON "library_file_logs" USING btree ("file_id","at");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_files_name" ON "library_files" USING btree ("data_source_id","file_name");
--> statement-breakpoint
CREATE INDEX "library_files_status" ON "library_files" USING btree ("data_source_id","status");
--> statement-breakpoint
-- Embeddings need pgvector: PGlite has it; a PostgreSQL server may not (Debian's 15 does not ship
-- it), or may not let this user create it. Without it the table is not made and libraries are
-- searched by words alone (the console says so).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is installed, but this user may not create the extension: libraries are searched by words alone';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    EXECUTE 'CREATE TABLE "library_chunk_embeddings" (
	"chunk_id" uuid PRIMARY KEY NOT NULL,
	"data_source_id" uuid NOT NULL,
	"embedding" vector NOT NULL
);';
    EXECUTE 'ALTER TABLE "library_chunk_embeddings" ADD CONSTRAINT "library_chunk_embeddings_chunk_id_library_chunks_chunk_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."library_chunks"("chunk_id") ON DELETE cascade ON UPDATE no action;';
    EXECUTE 'ALTER TABLE "library_chunk_embeddings" ADD CONSTRAINT "library_chunk_embeddings_data_source_id_data_sources_data_source_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("data_source_id") ON DELETE cascade ON UPDATE no action;';
    EXECUTE 'CREATE INDEX "library_chunk_embeddings_library" ON "library_chunk_embeddings" USING btree ("data_source_id");';
  END IF;
END $$;
--> statement-breakpoint
-- The seeded Handbook Search agent answers from the seeded staff handbook (the seed makes it),
-- which replaces the library documents the agent held before.
UPDATE "gpt_systems" SET "data_source_ids" = '{00000000-0000-4000-8000-000000000601}'::uuid[] WHERE "gpt_system_id" = '00000000-0000-4000-8000-000000000403';
