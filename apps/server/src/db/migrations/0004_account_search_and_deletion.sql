-- Written by hand: the account search's trigram indexes need pg_trgm (PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower(coalesce("full_name", "username")),"id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
-- Written by hand: Drizzle has no trigger builder. A deleted account (docs/decisions/005) takes no new payment,
-- subscription or session, and a deleted trainer no new session, whichever service writes them. The locking
-- read waits for a deletion in progress on that account: a write racing a deletion either commits first (and
-- the deletion then cancels what must be cancelled) or sees the account deleted and is refused.
CREATE FUNCTION "refuse_deleted_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" AND "deleted_at" IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % does not exist or is deleted', NEW."user_id"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'users_deleted';
  END IF;
  IF TG_TABLE_NAME = 'training_sessions' THEN
    PERFORM 1 FROM "trainers" JOIN "users" ON "users"."id" = "trainers"."user_id"
      WHERE "trainers"."id" = NEW."trainer_id" AND "users"."deleted_at" IS NULL FOR KEY SHARE OF "users";
    IF NOT FOUND THEN
      RAISE EXCEPTION 'trainer % does not exist or is deleted', NEW."trainer_id"
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'trainers_deleted';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_account_live" BEFORE INSERT OR UPDATE OF "user_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_account"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_account_live" BEFORE INSERT OR UPDATE OF "user_id" ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_account"();--> statement-breakpoint
CREATE TRIGGER "training_sessions_accounts_live" BEFORE INSERT OR UPDATE OF "user_id", "trainer_id" ON "training_sessions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_account"();
