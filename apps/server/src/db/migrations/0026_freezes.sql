CREATE TABLE "subscription_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_early_at" timestamp with time zone,
	CONSTRAINT "subscription_freezes_dates_check" CHECK ("subscription_freezes"."end_date" >= "subscription_freezes"."start_date")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "frozen_from" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "frozen_until" date;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_freezes_user_idx" ON "subscription_freezes" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "subscription_freezes_subscription_idx" ON "subscription_freezes" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_frozen_idx" ON "subscriptions" USING btree ("frozen_from") WHERE "subscriptions"."frozen_from" is not null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_freeze_check" CHECK (("subscriptions"."frozen_from" is null) = ("subscriptions"."frozen_until" is null) and ("subscriptions"."frozen_until" is null or "subscriptions"."frozen_until" >= "subscriptions"."frozen_from"));
