CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"refunded_by" integer,
	"provider_refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_checkout_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_customer_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "saved_card_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_ref_unique" ON "payments" USING btree ("provider","provider_checkout_ref");--> statement-breakpoint
CREATE INDEX "subscriptions_hold_idx" ON "subscriptions" USING btree ("hold_expires_at") WHERE "subscriptions"."hold_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('desk', 'stripe', 'demo'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
-- Written by hand: the spec's 'Credit Card' was the desk's card terminal (docs/decisions/022); payments recorded
-- before this migration were completed when they were made.
UPDATE "payments" SET "payment_method" = 'Card terminal' WHERE "payment_method" = 'Credit Card';--> statement-breakpoint
UPDATE "payments" SET "completed_at" = "payment_date" WHERE "status" = 'Completed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" in ('Cash', 'Card terminal', 'Bank Transfer', 'Online card'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Pending', 'Completed', 'Failed', 'Refunded', 'Partly refunded'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('Scheduled', 'Waiting for payment', 'Active', 'Frozen', 'Past due', 'Suspended', 'Expired', 'Cancelled'));--> statement-breakpoint
-- Written by hand: the revenue totals (migration 0005, docs/decisions/006) keep what a payment brought in: its
-- amount less what was refunded, for a completed payment and a partly or wholly refunded one alike.
CREATE OR REPLACE FUNCTION "payment_kept"(status text, amount numeric, refunded numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN status IN ('Completed', 'Partly refunded', 'Refunded') THEN amount - refunded ELSE 0 END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT "payment_quarter"("payment_date") AS quarter, sum("payment_kept"("status", "amount", "refunded_amount"))
    FROM "inserted" WHERE "status" IN ('Completed', 'Partly refunded', 'Refunded') GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT "payment_quarter"("payment_date") AS quarter, -sum("payment_kept"("status", "amount", "refunded_amount"))
    FROM "deleted" WHERE "status" IN ('Completed', 'Partly refunded', 'Refunded') GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT quarter, sum(change) FROM (VALUES
      ("payment_quarter"(OLD."payment_date"), -"payment_kept"(OLD."status", OLD."amount", OLD."refunded_amount")),
      ("payment_quarter"(NEW."payment_date"), "payment_kept"(NEW."status", NEW."amount", NEW."refunded_amount"))
    ) AS changes(quarter, change) GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "payments_totals_update" ON "payments";--> statement-breakpoint
CREATE TRIGGER "payments_totals_update" AFTER UPDATE OF "amount", "status", "payment_date", "refunded_amount" ON "payments"
  FOR EACH ROW WHEN (OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."payment_date" IS DISTINCT FROM NEW."payment_date" OR OLD."refunded_amount" IS DISTINCT FROM NEW."refunded_amount")
  EXECUTE FUNCTION "payment_totals_updated"();
