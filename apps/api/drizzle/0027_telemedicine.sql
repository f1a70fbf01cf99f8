CREATE TABLE "telemedicine_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"distant_site_name" text NOT NULL,
	"ccn" text,
	"signed_on" date NOT NULL,
	"ends_on" date,
	"document_file_id" uuid,
	"recorded_by" uuid,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemedicine_agreements_ends" CHECK ("telemedicine_agreements"."ends_on" is null or "telemedicine_agreements"."ends_on" > "telemedicine_agreements"."signed_on"),
	CONSTRAINT "telemedicine_agreements_ccn" CHECK ("telemedicine_agreements"."ccn" is null or length("telemedicine_agreements"."ccn") = 6)
);
--> statement-breakpoint
CREATE TABLE "telemedicine_decisions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"hospital_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"decided_on" date NOT NULL,
	"privileges" jsonb NOT NULL,
	"appointment_ends_on" date NOT NULL,
	"document_file_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemedicine_agreements" ADD CONSTRAINT "telemedicine_agreements_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_agreements" ADD CONSTRAINT "telemedicine_agreements_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_agreements" ADD CONSTRAINT "telemedicine_agreements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_agreements" ADD CONSTRAINT "telemedicine_agreements_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_decisions" ADD CONSTRAINT "telemedicine_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_decisions" ADD CONSTRAINT "telemedicine_decisions_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_decisions" ADD CONSTRAINT "telemedicine_decisions_agreement_id_telemedicine_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."telemedicine_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_decisions" ADD CONSTRAINT "telemedicine_decisions_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_decisions" ADD CONSTRAINT "telemedicine_decisions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemedicine_agreements_hospital" ON "telemedicine_agreements" USING btree ("hospital_id","signed_on");--> statement-breakpoint
CREATE INDEX "telemedicine_decisions_agreement" ON "telemedicine_decisions" USING btree ("agreement_id");