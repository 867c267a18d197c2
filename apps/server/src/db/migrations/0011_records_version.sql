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
-- TRUNCATE has no row triggers; it locks the whole table anyway, so raising the counter at once adds no new wait.
CREATE FUNCTION "raise_records_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "account_version" SET "records_version" = "records_version" + 1 WHERE "id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every table the cached reads read (plans are the catalogue's counter, 0009): `<table>_raise_records_version` and
-- `<table>_raise_records_version_truncate` on each.
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['subscriptions', 'payments', 'training_sessions', 'users', 'trainers', 'gym_rooms', 'feedback']
	LOOP
		EXECUTE format(
			'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
			'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_records_version"()',
			t || '_raise_records_version', t);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "raise_records_version_now"()',
			t || '_raise_records_version_truncate', t);
	END LOOP;
END;
$$;
