CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "exercises_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exercises"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
