CREATE TABLE "exclusion_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exclusion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"import_id" uuid NOT NULL,
	"npi" text,
	"first_key" text NOT NULL,
	"last_key" text NOT NULL,
	"date_of_birth" date,
	"reinstated_on" date,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exclusion_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"list_date" date NOT NULL,
	"file_name" text,
	"url" text,
	"row_count" integer NOT NULL,
	"imported_by" uuid,
	"imported_by_label" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"screened" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"possible" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exclusion_imports_source" CHECK ("exclusion_imports"."source" in ('oig', 'sam'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"source" text NOT NULL,
	"import_id" uuid,
	"list_date" date NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"matched_by" text,
	"entry" jsonb,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_by_label" text,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	CONSTRAINT "exclusion_screenings_result" CHECK ("exclusion_screenings"."result" in ('clear', 'hit', 'possible')),
	CONSTRAINT "exclusion_screenings_resolution" CHECK ("exclusion_screenings"."resolution" is null or "exclusion_screenings"."resolution" in ('confirmed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "screening_subjects" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"npi" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"first_key" text NOT NULL,
	"last_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"state" text NOT NULL,
	"source" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_by_label" text,
	"reference_number" text,
	"note" text,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence_file_id" uuid,
	"evidence_record" text,
	"evidence_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"source" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_by_label" text,
	"reference_number" text,
	"note" text,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence_file_id" uuid,
	"evidence_record" text,
	"evidence_content_type" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_items_application_key" UNIQUE("application_id","key"),
	CONSTRAINT "verification_items_kind" CHECK ("verification_items"."kind" in ('npi', 'licence', 'dea', 'board', 'education', 'malpractice', 'oig', 'sam', 'custom')),
	CONSTRAINT "verification_items_state" CHECK ("verification_items"."state" in ('pending', 'verified', 'discrepancy', 'not-applicable'))
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "verification_valid_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "verification_required_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "verification_custom_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "verification_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "verification_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "exclusion_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exclusion_entries" ADD CONSTRAINT "exclusion_entries_import_id_exclusion_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."exclusion_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_screenings" ADD CONSTRAINT "exclusion_screenings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subjects" ADD CONSTRAINT "screening_subjects_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subjects" ADD CONSTRAINT "screening_subjects_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_subjects" ADD CONSTRAINT "screening_subjects_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_item_id_verification_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."verification_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_items" ADD CONSTRAINT "verification_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_items" ADD CONSTRAINT "verification_items_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_entries_npi" ON "exclusion_entries" USING btree ("source","npi");--> statement-breakpoint
CREATE INDEX "exclusion_entries_name" ON "exclusion_entries" USING btree ("source","last_key","first_key");--> statement-breakpoint
CREATE INDEX "exclusion_imports_source" ON "exclusion_imports" USING btree ("source","imported_at");--> statement-breakpoint
CREATE INDEX "exclusion_screenings_application" ON "exclusion_screenings" USING btree ("application_id","source","screened_at");--> statement-breakpoint
CREATE INDEX "screening_subjects_npi" ON "screening_subjects" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "screening_subjects_name" ON "screening_subjects" USING btree ("last_key","first_key");--> statement-breakpoint
CREATE INDEX "verification_events_item" ON "verification_events" USING btree ("item_id","created_at");--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_verification_valid_days" CHECK ("hospitals"."verification_valid_days" between 1 and 365);--> statement-breakpoint
CREATE OR REPLACE FUNCTION verification_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'verification_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER verification_events_append_only BEFORE UPDATE ON "verification_events"
  FOR EACH ROW EXECUTE FUNCTION verification_events_append_only();
