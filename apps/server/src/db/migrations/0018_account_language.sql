ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));--> statement-breakpoint
-- Written by hand: the caller lookup (plugins/auth.ts) now reads the language too, so API messages follow the
-- account's choice; a change of language raises the accounts' counter like the other columns it reads (0010).
DROP TRIGGER "users_raise_account_version_update" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_raise_account_version_update" AFTER UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (
		OLD."token_version" IS DISTINCT FROM NEW."token_version" OR OLD."role" IS DISTINCT FROM NEW."role"
		OR OLD."username" IS DISTINCT FROM NEW."username" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
		OR OLD."id" IS DISTINCT FROM NEW."id" OR OLD."language" IS DISTINCT FROM NEW."language"
	)
	EXECUTE FUNCTION "raise_account_version"();
