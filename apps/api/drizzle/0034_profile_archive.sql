CREATE TABLE "imported_profile_answers" (
	"doctor_id" uuid NOT NULL,
	"profile_key" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_profile_answers_doctor_id_profile_key_pk" PRIMARY KEY("doctor_id","profile_key")
);
--> statement-breakpoint
CREATE TABLE "imported_profile_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"file_id" uuid,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"row_identity" jsonb,
	"issued_on" date,
	"expires_on" date,
	"uploaded_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "imported_profile_documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "imported_profile_answers" ADD CONSTRAINT "imported_profile_answers_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_profile_documents" ADD CONSTRAINT "imported_profile_documents_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_profile_documents" ADD CONSTRAINT "imported_profile_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_profile_documents_doctor" ON "imported_profile_documents" USING btree ("doctor_id","status");--> statement-breakpoint
-- A pending imported document holds its bytes' key as a files row does: deleting the row (a
-- discard, a confirmation that hands the bytes to a files row, or a cascade from the user) puts the
-- key back in pending_files, whose cleanup removes the bytes unless a files row takes the key.
CREATE TRIGGER "imported_profile_documents_release_storage_key"
  AFTER DELETE OR UPDATE OF storage_key ON "imported_profile_documents"
  FOR EACH ROW WHEN (OLD.storage_key IS NOT NULL) EXECUTE FUNCTION "files_release_storage_key"();
