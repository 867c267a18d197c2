ALTER TABLE "account_version" ADD COLUMN "records_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: Drizzle has no trigger builder. The cached signed-in reads (lib/reads.ts, docs/decisions/012) are
-- current exactly while this counter holds. It is raised at commit, like account_version (0010), by a DEFERRABLE
-- INITIALLY DEFERRED constraint trigger, and it lives in account_version's one row: both deferred counters then take
-- the same single lock at commit, so two committing transactions cannot take them in opposite orders and deadlock.
-- Constraint triggers run per row; the transaction-local setting raises the counter once per transaction however
-- many rows it wrote (one update of the counter row, not one per row).
CREATE FUNCTION "raise_records_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('gym.records_raised', true) = 'yes' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('gym.records_raised', 'yes', true);
	UPDATE "account_version" SET "records_version" = "records_version" + 1 WHERE "id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "payments"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "training_sessions_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "training_sessions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainers_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "trainers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gym_rooms_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "gym_rooms"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_raise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "feedback"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it locks the whole table anyway, so raising the counter at once adds no new wait.
CREATE FUNCTION "raise_records_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "account_version" SET "records_version" = "records_version" + 1 WHERE "id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_raise_records_version_truncate" AFTER TRUNCATE ON "subscriptions"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "payments_raise_records_version_truncate" AFTER TRUNCATE ON "payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "training_sessions_raise_records_version_truncate" AFTER TRUNCATE ON "training_sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "users_raise_records_version_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "trainers_raise_records_version_truncate" AFTER TRUNCATE ON "trainers"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "gym_rooms_raise_records_version_truncate" AFTER TRUNCATE ON "gym_rooms"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
--> statement-breakpoint
CREATE TRIGGER "feedback_raise_records_version_truncate" AFTER TRUNCATE ON "feedback"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"();
