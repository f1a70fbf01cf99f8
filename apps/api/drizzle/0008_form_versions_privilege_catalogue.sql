ALTER TABLE "forms" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "is_core" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "requirements" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "privileges" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_one_draft" ON "forms" USING btree ("hospital_id","key") WHERE "forms"."published_at" is null;--> statement-breakpoint
CREATE INDEX "application_privileges_privilege" ON "application_privileges" USING btree ("privilege_id");--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_key_version" UNIQUE("key","version");