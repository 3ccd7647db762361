CREATE TABLE "identity_provider_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_provider_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "identity_provider_models_grant" ON "identity_provider_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_provider_models_uid" ON "identity_provider_models" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "identity_provider_models_user_code" ON "identity_provider_models" USING btree ("model","user_code");--> statement-breakpoint
CREATE INDEX "identity_provider_models_expires" ON "identity_provider_models" USING btree ("expires_at");