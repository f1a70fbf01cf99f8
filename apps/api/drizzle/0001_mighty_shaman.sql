ALTER TABLE "forms" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
-- Versions written before this default (seeds) count as published.
UPDATE "forms" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
