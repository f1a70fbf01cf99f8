DROP INDEX "comments_application";--> statement-breakpoint
CREATE INDEX "comments_application" ON "comments" USING btree ("application_id","created_at","id");