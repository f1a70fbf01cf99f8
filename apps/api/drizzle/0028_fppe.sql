ALTER TYPE "public"."form_kind" ADD VALUE 'evaluation';--> statement-breakpoint
CREATE TABLE "department_chairs" (
	"hospital_id" uuid NOT NULL,
	"department" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "department_chairs_hospital_id_department_pk" PRIMARY KEY("hospital_id","department")
);
--> statement-breakpoint
CREATE TABLE "fppe_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fppe_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"case_reference" text NOT NULL,
	"case_date" date NOT NULL,
	"overall" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fppe_evaluations_overall" CHECK ("fppe_evaluations"."overall" in ('meets', 'concerns'))
);
--> statement-breakpoint
CREATE TABLE "fppe_evaluators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fppe_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"token_id" text,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fppe_evaluators_email" UNIQUE("fppe_id","email")
);
--> statement-breakpoint
CREATE TABLE "fppe_settings" (
	"hospital_id" uuid PRIMARY KEY NOT NULL,
	"release" text DEFAULT 'progress-and-conclusion' NOT NULL,
	"reminder_days" integer DEFAULT 14 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fppes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"privilege_id" uuid NOT NULL,
	"privilege_key" uuid NOT NULL,
	"department" text NOT NULL,
	"application_id" uuid,
	"trigger" text NOT NULL,
	"method" text NOT NULL,
	"cases" integer,
	"days" integer NOT NULL,
	"criteria" text NOT NULL,
	"form_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"for_cause_kind" text,
	"for_cause_reason" text,
	"opened_by" uuid,
	"previous_id" uuid,
	"conclusion" text,
	"conclusion_note" text,
	"conditions" text,
	"concluded_by" uuid,
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fppes_state" CHECK ("fppes"."state" in ('open', 'completed', 'referred')),
	CONSTRAINT "fppes_trigger" CHECK ("fppes"."trigger" in ('initial', 'temporary', 'for-cause', 'extension')),
	CONSTRAINT "fppes_plan" CHECK ("fppes"."days" > 0 and ("fppes"."cases" is null or "fppes"."cases" > 0))
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" DROP CONSTRAINT "reminders_sent_kind";--> statement-breakpoint
ALTER TABLE "department_chairs" ADD CONSTRAINT "department_chairs_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_chairs" ADD CONSTRAINT "department_chairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_evaluations" ADD CONSTRAINT "fppe_evaluations_fppe_id_fppes_id_fk" FOREIGN KEY ("fppe_id") REFERENCES "public"."fppes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_evaluations" ADD CONSTRAINT "fppe_evaluations_evaluator_id_fppe_evaluators_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."fppe_evaluators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_evaluators" ADD CONSTRAINT "fppe_evaluators_fppe_id_fppes_id_fk" FOREIGN KEY ("fppe_id") REFERENCES "public"."fppes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_evaluators" ADD CONSTRAINT "fppe_evaluators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_evaluators" ADD CONSTRAINT "fppe_evaluators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppe_settings" ADD CONSTRAINT "fppe_settings_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_concluded_by_users_id_fk" FOREIGN KEY ("concluded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_chairs_user" ON "department_chairs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fppe_evaluations_fppe" ON "fppe_evaluations" USING btree ("fppe_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fppes_one_open" ON "fppes" USING btree ("doctor_id","hospital_id","privilege_key") WHERE "fppes"."state" = 'open';--> statement-breakpoint
CREATE INDEX "fppes_hospital_due" ON "fppes" USING btree ("hospital_id","state","due_on");--> statement-breakpoint
CREATE INDEX "fppes_doctor" ON "fppes" USING btree ("doctor_id","created_at");--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('document-expiry', 'reference', 'coverage', 'reappointment', 'npdb', 'decision-letter', 'fppe'));