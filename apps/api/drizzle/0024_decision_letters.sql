CREATE TABLE "decision_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"decision" jsonb NOT NULL,
	"hospital_name" text NOT NULL,
	"doctor_name" text NOT NULL,
	"hearing_rights_notice" text,
	"letter_signatory" text,
	"decided_on" date NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_letters_applicationId_unique" UNIQUE("application_id"),
	CONSTRAINT "decision_letters_due" CHECK ("decision_letters"."due_on" >= "decision_letters"."decided_on")
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" DROP CONSTRAINT "reminders_sent_kind";--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "letter_deadline_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "hearing_rights_notice" text DEFAULT 'Under the medical staff bylaws you have the right to request a hearing on this decision. To do so, send a written request to the medical staff office within 30 days of receiving this letter. If we do not receive a request within 30 days, you waive your right to a hearing and this decision becomes final. The bylaws describe how the hearing is held and your rights during it.' NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "letter_signatory" text;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_letters_unsent" ON "decision_letters" USING btree ("due_on") WHERE "decision_letters"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_letter_deadline_days" CHECK ("hospitals"."letter_deadline_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('document-expiry', 'reference', 'coverage', 'reappointment', 'npdb', 'decision-letter'));