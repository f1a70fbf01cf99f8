CREATE TABLE "practitioner_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"requires_supervision" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_types_code_format" CHECK ("practitioner_types"."code" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "practitioner_types_category" CHECK ("practitioner_types"."category" in ('physician', 'advanced_practice', 'other'))
);
--> statement-breakpoint
-- The shipped types (issue 42); the platform admin extends the list. Existing accounts become physicians.
INSERT INTO "practitioner_types" ("code", "name", "category", "requires_supervision", "sort_order") VALUES
  ('physician', 'Physician (MD/DO)', 'physician', false, 10),
  ('np', 'Nurse practitioner (NP)', 'advanced_practice', true, 20),
  ('pa', 'Physician assistant (PA)', 'advanced_practice', true, 30),
  ('crna', 'Certified registered nurse anesthetist (CRNA)', 'advanced_practice', true, 40),
  ('cnm', 'Certified nurse-midwife (CNM)', 'advanced_practice', true, 50),
  ('psychologist', 'Psychologist', 'other', false, 60),
  ('dentist', 'Dentist (DDS/DMD)', 'other', false, 70),
  ('podiatrist', 'Podiatrist (DPM)', 'other', false, 80);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practitioner_type" text DEFAULT 'physician' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_practitioner_type_practitioner_types_code_fk" FOREIGN KEY ("practitioner_type") REFERENCES "public"."practitioner_types"("code") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "practitioner_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "practitioner_types" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "verification_items" DROP CONSTRAINT "verification_items_kind";--> statement-breakpoint
ALTER TABLE "verification_items" ADD CONSTRAINT "verification_items_kind" CHECK ("verification_items"."kind" in ('npi', 'licence', 'dea', 'board', 'education', 'malpractice', 'oig', 'sam', 'certification', 'prescriptive', 'custom'));
