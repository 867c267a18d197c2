CREATE TABLE "member_month_visits" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "member_month_visits_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "member_month_visits" ADD CONSTRAINT "member_month_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_month_visits_month_idx" ON "member_month_visits" USING btree ("month");--> statement-breakpoint
CREATE INDEX "payments_pending_renewals_idx" ON "payments" USING btree ("id") WHERE "payments"."checkout_kind" = 'renewal' and "payments"."renewal_attempt" is not null and "payments"."status" = 'Pending';--> statement-breakpoint
-- Kept by the database whatever writes check-ins, a statement at a time (an import loads thousands at once). Each
-- member-month's row is taken first, in one order, made at 0 if new; the next statement, which looks for another
-- check-in of the member that day, then sees one committed meanwhile by another desk, so a day is counted once
-- (the last-visit trigger's row orders two check-ins of one member too; this count does not lean on it).
CREATE FUNCTION "count_member_month_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_month_visits" ("user_id", "month", "visits")
  SELECT DISTINCT "user_id", date_trunc('month', "gym_date")::date, 0 FROM "inserted" ORDER BY 1, 2
  ON CONFLICT ("user_id", "month") DO UPDATE SET "visits" = "member_month_visits"."visits";
  UPDATE "member_month_visits" AS kept SET "visits" = kept."visits" + new_days.n
  FROM (
    -- A day is new when the member's check-ins that day are all this statement's.
    SELECT mine."user_id", date_trunc('month', mine."gym_date")::date AS "month", count(*) AS n
    FROM (SELECT "user_id", "gym_date", count(*) AS n FROM "inserted" GROUP BY 1, 2) AS mine
    JOIN (
      SELECT every."user_id", every."gym_date", count(*) AS n FROM "checkins" AS every
      WHERE (every."user_id", every."gym_date") IN (SELECT "user_id", "gym_date" FROM "inserted")
      GROUP BY 1, 2
    ) AS every ON every."user_id" = mine."user_id" AND every."gym_date" = mine."gym_date" AND every.n = mine.n
    GROUP BY 1, 2
  ) AS new_days
  WHERE kept."user_id" = new_days."user_id" AND kept."month" = new_days."month";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkins_count_month_visits" AFTER INSERT ON "checkins" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_member_month_visits"();--> statement-breakpoint
-- Check-ins go only with their account today (and its rows here with it); a removed check-in still leaves its
-- months counted from what is left.
CREATE FUNCTION "recount_member_month_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_month_visits" AS kept SET "visits" = (
    SELECT count(DISTINCT c."gym_date") FROM "checkins" AS c
    WHERE c."user_id" = kept."user_id" AND c."gym_date" >= kept."month"
      AND c."gym_date" < (kept."month" + interval '1 month')::date
  )
  WHERE (kept."user_id", kept."month") IN (
    SELECT DISTINCT "user_id", date_trunc('month', "gym_date")::date FROM "removed"
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkins_recount_month_visits" AFTER DELETE ON "checkins" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_member_month_visits"();--> statement-breakpoint
INSERT INTO "member_month_visits" ("user_id", "month", "visits")
SELECT "user_id", date_trunc('month', "gym_date")::date, count(DISTINCT "gym_date") FROM "checkins" GROUP BY 1, 2;
