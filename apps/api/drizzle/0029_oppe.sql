CREATE TABLE "oppe_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "oppe_cycles_start" UNIQUE("hospital_id","starts_on"),
	CONSTRAINT "oppe_cycles_dates" CHECK ("oppe_cycles"."ends_on" > "oppe_cycles"."starts_on"),
	CONSTRAINT "oppe_cycles_state" CHECK ("oppe_cycles"."state" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "oppe_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"npi" text NOT NULL,
	"indicator_key" text NOT NULL,
	"period" text NOT NULL,
	"period_starts_on" date,
	"period_ends_on" date,
	"numerator" double precision,
	"denominator" double precision,
	"doctor_id" uuid,
	"indicator_id" uuid,
	"cycle_id" uuid,
	"error_field" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "oppe_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"file_name" text,
	"state" text DEFAULT 'staging' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "oppe_imports_state" CHECK ("oppe_imports"."state" in ('staging', 'imported', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "oppe_indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"department" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"min" double precision,
	"max" double precision,
	"low_volume_below" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oppe_indicators_key" UNIQUE("hospital_id","key"),
	CONSTRAINT "oppe_indicators_kind" CHECK ("oppe_indicators"."kind" in ('rate', 'count'))
);
--> statement-breakpoint
CREATE TABLE "oppe_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"conclusion" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"attested_by" uuid,
	"attested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oppe_reviews_once" UNIQUE("doctor_id","cycle_id"),
	CONSTRAINT "oppe_reviews_conclusion" CHECK ("oppe_reviews"."conclusion" in ('no-concerns', 'focused-review-needed'))
);
--> statement-breakpoint
CREATE TABLE "oppe_settings" (
	"hospital_id" uuid PRIMARY KEY NOT NULL,
	"cycle_months" integer DEFAULT 12 NOT NULL,
	"practitioner_sees" text DEFAULT 'conclusion' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oppe_settings_months" CHECK ("oppe_settings"."cycle_months" in (6, 12)),
	CONSTRAINT "oppe_settings_sees" CHECK ("oppe_settings"."practitioner_sees" in ('conclusion', 'nothing'))
);
--> statement-breakpoint
CREATE TABLE "oppe_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"indicator_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"numerator" double precision NOT NULL,
	"denominator" double precision,
	"value" double precision NOT NULL,
	"import_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oppe_values_key" UNIQUE("doctor_id","indicator_id","cycle_id")
);
--> statement-breakpoint
ALTER TABLE "oppe_cycles" ADD CONSTRAINT "oppe_cycles_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_import_rows" ADD CONSTRAINT "oppe_import_rows_import_id_oppe_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."oppe_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_imports" ADD CONSTRAINT "oppe_imports_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_imports" ADD CONSTRAINT "oppe_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_indicators" ADD CONSTRAINT "oppe_indicators_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_reviews" ADD CONSTRAINT "oppe_reviews_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_reviews" ADD CONSTRAINT "oppe_reviews_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_reviews" ADD CONSTRAINT "oppe_reviews_cycle_id_oppe_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."oppe_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_reviews" ADD CONSTRAINT "oppe_reviews_attested_by_users_id_fk" FOREIGN KEY ("attested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_settings" ADD CONSTRAINT "oppe_settings_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_indicator_id_oppe_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."oppe_indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_cycle_id_oppe_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."oppe_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_import_id_oppe_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."oppe_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppe_values" ADD CONSTRAINT "oppe_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oppe_import_rows_import" ON "oppe_import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "oppe_imports_hospital" ON "oppe_imports" USING btree ("hospital_id","imported_at");--> statement-breakpoint
CREATE INDEX "oppe_reviews_doctor" ON "oppe_reviews" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "oppe_values_cycle" ON "oppe_values" USING btree ("cycle_id","indicator_id");