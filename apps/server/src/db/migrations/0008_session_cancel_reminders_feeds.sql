ALTER TABLE "training_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sessions_reminder_due_idx" ON "training_sessions" USING btree ("start_time") WHERE "training_sessions"."cancelled_at" is null and "training_sessions"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_secret_unique" ON "users" USING btree ("calendar_secret");--> statement-breakpoint
-- Written by hand: Drizzle has no EXCLUDE builder. A cancelled session frees its trainer and member at once, so the
-- one-session-at-a-time constraints now count booked rows only (docs/decisions/011).
ALTER TABLE "training_sessions" DROP CONSTRAINT "training_sessions_trainer_no_overlap";--> statement-breakpoint
ALTER TABLE "training_sessions" DROP CONSTRAINT "training_sessions_user_no_overlap";--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_no_overlap" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("start_time", "end_time") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_time", "end_time") WITH &&) WHERE ("cancelled_at" IS NULL);
