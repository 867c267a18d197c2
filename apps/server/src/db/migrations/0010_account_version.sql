CREATE TABLE "account_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_version_one_row" CHECK ("account_version"."id")
);
--> statement-breakpoint
INSERT INTO "account_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Raised at commit, not mid-transaction: a DEFERRABLE INITIALLY DEFERRED constraint trigger runs when its transaction
-- commits, so the counter row's lock is taken last and held only for the commit. Two transactions updating several
-- accounts each in any order cannot deadlock on it: whoever holds the counter is committing and waits on nothing
-- else (no other deferred trigger exists). A plain row trigger would take it at the first account and hold it while
-- waiting for the next account's row lock, which the other transaction may hold while waiting for the counter.
CREATE FUNCTION "raise_account_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "account_version" SET "version" = "version" + 1 WHERE "id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- What the caller lookup reads (plugins/auth.ts): the token version, the role, the username and whether deleted.
CREATE CONSTRAINT TRIGGER "users_raise_account_version_update" AFTER UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (
		OLD."token_version" IS DISTINCT FROM NEW."token_version" OR OLD."role" IS DISTINCT FROM NEW."role"
		OR OLD."username" IS DISTINCT FROM NEW."username" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
		OR OLD."id" IS DISTINCT FROM NEW."id"
	)
	EXECUTE FUNCTION "raise_account_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_raise_account_version_delete" AFTER DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_account_version"();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it locks the whole table anyway, so raising the counter at once adds no new wait.
CREATE TRIGGER "users_raise_account_version_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_account_version"();
