CREATE TABLE "application_status_counts" (
	"hospital_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_status_counts_hospital_id_status_pk" PRIMARY KEY("hospital_id","status")
);
--> statement-breakpoint
ALTER TABLE "application_status_counts" ADD CONSTRAINT "application_status_counts_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by triggers: a submitted application (not a draft) counts in its hospital's status.
CREATE FUNCTION "application_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'draft' AND OLD.submitted_at IS NOT NULL THEN
    UPDATE application_status_counts SET total = total - 1
      WHERE hospital_id = OLD.hospital_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'draft' AND NEW.submitted_at IS NOT NULL THEN
    INSERT INTO application_status_counts (hospital_id, status, total) VALUES (NEW.hospital_id, NEW.status, 1)
      ON CONFLICT (hospital_id, status) DO UPDATE SET total = application_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_counts_insert_delete" AFTER INSERT OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "application_status_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "applications_counts_update" AFTER UPDATE OF status, submitted_at, hospital_id ON "applications"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at
    OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id)
  EXECUTE FUNCTION "application_status_counts_track"();
--> statement-breakpoint
INSERT INTO "application_status_counts" ("hospital_id", "status", "total")
  SELECT hospital_id, status, count(*) FROM applications
  WHERE status <> 'draft' AND submitted_at IS NOT NULL GROUP BY hospital_id, status;
--> statement-breakpoint
-- Search by any part of a doctor's name or email (admin queue): trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (email gin_trgm_ops);
