CREATE TABLE "decision_files" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"hospital_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"voting_closes_on" date,
	"decided_at" timestamp with time zone,
	CONSTRAINT "decision_files_state" CHECK ("decision_files"."state" in ('waiting', 'voting', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "decision_step_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_chair" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_step_members_pair" UNIQUE("step_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "decision_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"quorum" integer DEFAULT 1 NOT NULL,
	"allowed_outcomes" jsonb NOT NULL,
	"allow_electronic_vote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "decision_steps_kind" CHECK ("decision_steps"."kind" in ('person', 'committee')),
	CONSTRAINT "decision_steps_quorum" CHECK ("decision_steps"."quorum" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"by_user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"privileges" jsonb NOT NULL,
	"membership_category" text NOT NULL,
	"appointment_months" integer NOT NULL,
	"comment" text,
	"signed_with" text,
	"meeting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "recommendations_state" CHECK ("recommendations"."state" in ('proposed', 'adopted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "recusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recusals_once" UNIQUE("application_id","step_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recommendation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"meeting_id" uuid,
	"signed_with" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_once" UNIQUE("recommendation_id","user_id"),
	CONSTRAINT "votes_choice" CHECK ("votes"."choice" in ('for', 'against', 'abstain'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "membership_category" text;--> statement-breakpoint
ALTER TABLE "decision_files" ADD CONSTRAINT "decision_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_files" ADD CONSTRAINT "decision_files_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_files" ADD CONSTRAINT "decision_files_step_id_decision_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."decision_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_step_members" ADD CONSTRAINT "decision_step_members_step_id_decision_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."decision_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_step_members" ADD CONSTRAINT "decision_step_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_steps" ADD CONSTRAINT "decision_steps_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_step_id_decision_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."decision_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_step_id_decision_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."decision_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_files_step" ON "decision_files" USING btree ("step_id","state");--> statement-breakpoint
CREATE INDEX "decision_step_members_user" ON "decision_step_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_steps_position" ON "decision_steps" USING btree ("hospital_id","position") WHERE "decision_steps"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "recommendations_application" ON "recommendations" USING btree ("application_id","created_at");