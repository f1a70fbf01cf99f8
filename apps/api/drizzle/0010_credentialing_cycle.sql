CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"privilege_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"invited_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"renewed_by_application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_applicationId_unique" UNIQUE("application_id"),
	CONSTRAINT "appointments_state" CHECK ("appointments"."state" in ('active', 'renewed', 'lapsed', 'ended')),
	CONSTRAINT "appointments_dates" CHECK ("appointments"."ends_on" > "appointments"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "document_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"label" text NOT NULL,
	"previous_expires_on" date,
	"expires_on" date NOT NULL,
	"previous_file_id" uuid,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"threshold" integer NOT NULL,
	"application_id" uuid,
	"user_id" uuid,
	"sent_to" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_once" UNIQUE("kind","subject_key","threshold"),
	CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('document-expiry', 'reference', 'coverage', 'reappointment'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "reference_reminder_days" jsonb DEFAULT '[3,7,14]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "appointment_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "reappointment_lead_days" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "kind" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "previous_application_id" uuid;--> statement-breakpoint
ALTER TABLE "alternative_coverage" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alternative_coverage" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_renewals" ADD CONSTRAINT "document_renewals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_renewals" ADD CONSTRAINT "document_renewals_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_doctor" ON "appointments" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "appointments_hospital_ends" ON "appointments" USING btree ("hospital_id","ends_on");--> statement-breakpoint
CREATE INDEX "document_renewals_application" ON "document_renewals" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "reminders_sent_application" ON "reminders_sent" USING btree ("application_id","sent_at");--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_appointment_months" CHECK ("hospitals"."appointment_months" between 1 and 24);--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_reappointment_lead_days" CHECK ("hospitals"."reappointment_lead_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_kind" CHECK ("applications"."kind" in ('initial', 'reappointment'));--> statement-breakpoint
-- Requests sent before this migration: their last sending time was updated_at (request-tables.ts).
UPDATE "references" SET "sent_at" = "updated_at", "link_expires_at" = "updated_at" + interval '14 days' WHERE "sent_at" IS NULL;--> statement-breakpoint
UPDATE "alternative_coverage" SET "sent_at" = "updated_at", "link_expires_at" = "updated_at" + interval '14 days' WHERE "sent_at" IS NULL;
