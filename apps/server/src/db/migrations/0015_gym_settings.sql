CREATE TABLE "gym_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"hotline" varchar(20) NOT NULL,
	"address" varchar(300) NOT NULL,
	"country" varchar(2) NOT NULL,
	"time_zone" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"language" varchar(2) NOT NULL,
	"logo_url" varchar(500),
	"social_links" jsonb NOT NULL,
	"week_hours" jsonb NOT NULL,
	"cancel_cutoff_hours" integer NOT NULL,
	"reminder_hours_before" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_settings_one_row" CHECK ("gym_settings"."id")
);
--> statement-breakpoint
-- Each instance keeps its copy of the settings under catalogue_version (lib/cache/README.md): every statement
-- that writes the row raises it, so a change shows on the next request on every instance.
CREATE TRIGGER "gym_settings_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gym_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
