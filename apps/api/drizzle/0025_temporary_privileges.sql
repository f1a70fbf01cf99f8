CREATE TABLE "temporary_privileges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"privilege_ids" jsonb NOT NULL,
	"basis" text NOT NULL,
	"reason" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"end_reason" text,
	CONSTRAINT "temporary_privileges_basis" CHECK ("temporary_privileges"."basis" in ('patient-care-need', 'pending-application')),
	CONSTRAINT "temporary_privileges_state" CHECK ("temporary_privileges"."state" in ('active', 'expired', 'ended')),
	CONSTRAINT "temporary_privileges_days" CHECK ("temporary_privileges"."ends_on" >= "temporary_privileges"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "temporary_privilege_max_days" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD CONSTRAINT "temporary_privileges_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD CONSTRAINT "temporary_privileges_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD CONSTRAINT "temporary_privileges_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD CONSTRAINT "temporary_privileges_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD CONSTRAINT "temporary_privileges_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temporary_privileges_application" ON "temporary_privileges" USING btree ("application_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temporary_privileges_one_active" ON "temporary_privileges" USING btree ("application_id") WHERE "temporary_privileges"."state" = 'active';--> statement-breakpoint
CREATE INDEX "temporary_privileges_active_ends" ON "temporary_privileges" USING btree ("ends_on") WHERE "temporary_privileges"."state" = 'active';--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_temporary_privilege_max_days" CHECK ("hospitals"."temporary_privilege_max_days" between 1 and 120);