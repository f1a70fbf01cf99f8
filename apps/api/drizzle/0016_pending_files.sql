-- No orphan files (docs/adr/0005-no-orphan-files.md): bytes are stored only under a key written
-- to pending_files, and committed, first; the transaction that inserts the key's files row takes
-- the key out (core/files/pending-files.ts), unless the cleanup job has claimed it (is_removing).
-- A transaction that deletes a files row, a cascade too, puts its key back here (the trigger below),
-- so a stored key is a files row's or pending, never neither, and the job removes the bytes of keys
-- pending longer than an upload can take.
CREATE TABLE "pending_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_removing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "files_release_storage_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.storage_key = OLD.storage_key THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO pending_files (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "files_release_storage_key" AFTER DELETE OR UPDATE OF storage_key ON "files"
  FOR EACH ROW EXECUTE FUNCTION "files_release_storage_key"();
