CREATE TABLE "delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entered_by_label" text;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delegations_active" ON "delegations" USING btree ("delegate_id","doctor_id") WHERE "delegations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "delegations_doctor" ON "delegations" USING btree ("doctor_id","invited_at");