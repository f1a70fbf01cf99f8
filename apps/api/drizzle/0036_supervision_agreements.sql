CREATE TABLE "supervision_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"physician_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"privilege_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"token_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"signed_name" text,
	"answered_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervision_agreements_applicationId_unique" UNIQUE("application_id"),
	CONSTRAINT "supervision_agreements_state" CHECK ("supervision_agreements"."state" in ('pending', 'confirmed', 'declined')),
	CONSTRAINT "supervision_agreements_relationship" CHECK ("supervision_agreements"."relationship" in ('supervising', 'collaborating')),
	CONSTRAINT "supervision_agreements_via" CHECK ("supervision_agreements"."answered_via" is null or "supervision_agreements"."answered_via" in ('link', 'portal'))
);
--> statement-breakpoint
ALTER TABLE "supervision_agreements" ADD CONSTRAINT "supervision_agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_agreements" ADD CONSTRAINT "supervision_agreements_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_agreements" ADD CONSTRAINT "supervision_agreements_physician_id_users_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supervision_agreements_physician" ON "supervision_agreements" USING btree ("physician_id");