CREATE TABLE "meeting_attendance" (
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_items" (
	"meeting_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"outcome" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "meeting_items_meeting_id_application_id_pk" PRIMARY KEY("meeting_id","application_id"),
	CONSTRAINT "meeting_items_outcome" CHECK ("meeting_items"."outcome" is null or "meeting_items"."outcome" in ('adopted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"packet_lead_days" integer DEFAULT 7 NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"packet_sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_state" CHECK ("meetings"."state" in ('scheduled', 'in-progress', 'closed', 'cancelled')),
	CONSTRAINT "meetings_packet_lead_days" CHECK ("meetings"."packet_lead_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_items" ADD CONSTRAINT "meeting_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_items" ADD CONSTRAINT "meeting_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_step_id_decision_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."decision_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_items_application" ON "meeting_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "meetings_hospital" ON "meetings" USING btree ("hospital_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_step" ON "meetings" USING btree ("step_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_packet_due" ON "meetings" USING btree ("starts_at") WHERE "meetings"."state" = 'scheduled' and "meetings"."packet_sent_at" is null;