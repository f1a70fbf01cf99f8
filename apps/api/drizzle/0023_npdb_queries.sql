CREATE TABLE "npdb_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"queried_on" date NOT NULL,
	"enrolled_on" date,
	"renewal_on" date,
	"result" text NOT NULL,
	"response_file_id" uuid,
	"recorded_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "npdb_queries_kind" CHECK ("npdb_queries"."kind" in ('one-time', 'continuous')),
	CONSTRAINT "npdb_queries_reason" CHECK ("npdb_queries"."reason" in ('initial-appointment', 'privileges-added', 'reappointment', 'periodic')),
	CONSTRAINT "npdb_queries_result" CHECK ("npdb_queries"."result" in ('no-reports', 'reports-found')),
	CONSTRAINT "npdb_queries_enrolment" CHECK (("npdb_queries"."kind" = 'continuous') = ("npdb_queries"."enrolled_on" is not null and "npdb_queries"."renewal_on" is not null)
        and ("npdb_queries"."renewal_on" is null or "npdb_queries"."renewal_on" > "npdb_queries"."enrolled_on")),
	CONSTRAINT "npdb_queries_review" CHECK (("npdb_queries"."reviewed_at" is null or "npdb_queries"."result" = 'no-reports' or "npdb_queries"."review_note" is not null))
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" DROP CONSTRAINT "reminders_sent_kind";--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_response_file_id_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npdb_queries" ADD CONSTRAINT "npdb_queries_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npdb_queries_doctor_hospital" ON "npdb_queries" USING btree ("doctor_id","hospital_id","queried_on");--> statement-breakpoint
CREATE INDEX "npdb_queries_renewal" ON "npdb_queries" USING btree ("renewal_on");--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('document-expiry', 'reference', 'coverage', 'reappointment', 'npdb'));