ALTER TABLE "fppes" ADD COLUMN "referral_upheld" boolean;--> statement-breakpoint
ALTER TABLE "fppes" ADD COLUMN "referral_note" text;--> statement-breakpoint
ALTER TABLE "fppes" ADD COLUMN "referral_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "fppes" ADD COLUMN "referral_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fppes" ADD CONSTRAINT "fppes_referral_decided_by_users_id_fk" FOREIGN KEY ("referral_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;