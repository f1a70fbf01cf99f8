CREATE TABLE "privilege_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"privilege_key" uuid NOT NULL,
	"privilege_id" uuid NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_by" uuid,
	"reason" text NOT NULL,
	"practitioner_note" text,
	"reinstated_at" timestamp with time zone,
	"reinstated_by" uuid,
	"reinstate_note" text
);
--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_suspensions" ADD CONSTRAINT "privilege_suspensions_reinstated_by_users_id_fk" FOREIGN KEY ("reinstated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_suspensions_one_active" ON "privilege_suspensions" USING btree ("hospital_id","doctor_id","privilege_key") WHERE "privilege_suspensions"."reinstated_at" is null;--> statement-breakpoint
CREATE INDEX "privilege_suspensions_hospital_doctor" ON "privilege_suspensions" USING btree ("hospital_id","doctor_id");--> statement-breakpoint
CREATE INDEX "privilege_suspensions_appointment" ON "privilege_suspensions" USING btree ("appointment_id","suspended_at");