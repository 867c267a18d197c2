CREATE TABLE "payment_totals" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "users_live_role_idx" ON "users" USING btree ("role") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- Written by hand: Drizzle has no trigger builder. payment_totals holds completed payments summed per quarter hour
-- (UTC) and the triggers below keep it exact whoever writes payments: inserts and deletes once per statement, an
-- update of amount, status or date per row. Quarters are locked in time order, so writers cannot deadlock on them.
-- See docs/decisions/006.
CREATE FUNCTION "payment_quarter"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE
  AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;--> statement-breakpoint
CREATE FUNCTION "payment_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT "payment_quarter"("payment_date") AS quarter, sum("amount") FROM "inserted"
    WHERE "status" = 'Completed' GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payment_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT "payment_quarter"("payment_date") AS quarter, -sum("amount") FROM "deleted"
    WHERE "status" = 'Completed' GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payment_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals" ("starts_at", "amount")
    SELECT quarter, sum(change) FROM (VALUES
      ("payment_quarter"(OLD."payment_date"), CASE WHEN OLD."status" = 'Completed' THEN -OLD."amount" ELSE 0 END),
      ("payment_quarter"(NEW."payment_date"), CASE WHEN NEW."status" = 'Completed' THEN NEW."amount" ELSE 0 END)
    ) AS changes(quarter, change) GROUP BY quarter ORDER BY quarter
    ON CONFLICT ("starts_at") DO UPDATE SET "amount" = "payment_totals"."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payment_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_totals_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_inserted"();--> statement-breakpoint
CREATE TRIGGER "payments_totals_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_deleted"();--> statement-breakpoint
CREATE TRIGGER "payments_totals_update" AFTER UPDATE OF "amount", "status", "payment_date" ON "payments"
  FOR EACH ROW WHEN (OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."payment_date" IS DISTINCT FROM NEW."payment_date")
  EXECUTE FUNCTION "payment_totals_updated"();--> statement-breakpoint
CREATE TRIGGER "payments_totals_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_truncated"();--> statement-breakpoint
INSERT INTO "payment_totals" ("starts_at", "amount")
  SELECT "payment_quarter"("payment_date") AS quarter, sum("amount") FROM "payments"
  WHERE "status" = 'Completed' GROUP BY quarter;
