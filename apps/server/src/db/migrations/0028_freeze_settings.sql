ALTER TABLE "gym_settings" ADD COLUMN "freeze_notice_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "freeze_min_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "freeze_max_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "freeze_days_per_year" integer DEFAULT 30 NOT NULL;