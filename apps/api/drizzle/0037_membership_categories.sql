ALTER TABLE "practitioner_types" ADD COLUMN "membership_categories" text[] DEFAULT '{active,associate,courtesy,consulting,affiliate,telemedicine}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioner_types" ADD CONSTRAINT "practitioner_types_membership_categories" CHECK (cardinality("practitioner_types"."membership_categories") > 0);--> statement-breakpoint
-- Advanced practice professionals are appointed to a staff category of their own (or by telemedicine);
-- every other shipped type keeps the medical staff's six.
UPDATE "practitioner_types" SET "membership_categories" = '{advanced_practice,telemedicine}'::text[]
  WHERE "code" IN ('np', 'pa', 'crna', 'cnm');
