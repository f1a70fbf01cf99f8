DROP INDEX "applications_queue";--> statement-breakpoint
CREATE INDEX "applications_queue_submitted" ON "applications" USING btree ("hospital_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_queue_status_submitted" ON "applications" USING btree ("hospital_id","status","submitted_at","id");