ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_privileges" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_hospital_doctor" ON "appointments" USING btree ("hospital_id","doctor_id");--> statement-breakpoint
CREATE INDEX "temporary_privileges_hospital_doctor" ON "temporary_privileges" USING btree ("hospital_id","doctor_id");--> statement-breakpoint
UPDATE "appointments" SET "updated_at" = greatest("created_at", "invited_at", "lapsed_at");
--> statement-breakpoint
UPDATE "temporary_privileges" SET "updated_at" = greatest("granted_at", "ended_at");
--> statement-breakpoint
-- The FHIR export (modules/fhir) answers `_lastUpdated` from these columns, so every UPDATE sets
-- them, whichever module or statement makes it (a lapse, a renewal, a removed privilege, an
-- expiry): kept by a trigger, never written by the app. Rows already there take their last known
-- change (set above, before the triggers).
CREATE FUNCTION "set_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_updated_at" BEFORE UPDATE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "temporary_privileges_updated_at" BEFORE UPDATE ON "temporary_privileges"
  FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();
