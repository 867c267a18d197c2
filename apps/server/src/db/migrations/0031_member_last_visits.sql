CREATE TABLE "member_last_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_last_visits" ADD CONSTRAINT "member_last_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_last_visits_at_idx" ON "member_last_visits" USING btree ("last_at");--> statement-breakpoint
-- Kept by the database whatever writes a check-in: the later of the kept visit and the new one (a scan queued
-- offline may arrive after a newer one).
CREATE FUNCTION "keep_member_last_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_last_visits" ("user_id", "last_at") VALUES (NEW."user_id", NEW."at")
  ON CONFLICT ("user_id") DO UPDATE SET "last_at" = greatest("member_last_visits"."last_at", EXCLUDED."last_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkins_keep_last_visit" AFTER INSERT ON "checkins" FOR EACH ROW EXECUTE FUNCTION "keep_member_last_visit"();--> statement-breakpoint
INSERT INTO "member_last_visits" ("user_id", "last_at") SELECT "user_id", max("at") FROM "checkins" GROUP BY "user_id";
