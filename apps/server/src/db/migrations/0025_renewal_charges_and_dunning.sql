CREATE TABLE "card_update_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"renewal_of" date NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal_of" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal_attempt" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_card_payment_id" integer;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "renewal_charge_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "renewal_retry_days" integer[] DEFAULT '{1,3,5}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "renewal_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_update_links" ADD CONSTRAINT "card_update_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_update_links_token_unique" ON "card_update_links" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_card_payment_id_payments_id_fk" FOREIGN KEY ("renewal_card_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_attempt_unique" ON "payments" USING btree ("subscription_id","renewal_of","renewal_attempt") WHERE "payments"."renewal_attempt" is not null;
