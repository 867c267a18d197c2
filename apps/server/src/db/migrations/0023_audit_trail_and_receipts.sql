CREATE TABLE "audit_head" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seq" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "audit_head_one_row" CHECK ("audit_head"."id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"action" varchar(60) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" integer,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counter_one_row" CHECK ("receipt_counter"."id")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "tax_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_unique" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
-- The chain starts from a genesis hash of zeros; the head moves with every append (modules/audit/audit.service.ts).
INSERT INTO "audit_head" ("id", "seq", "hash") VALUES (true, 0, '0000000000000000000000000000000000000000000000000000000000000000');--> statement-breakpoint
INSERT INTO "receipt_counter" ("id", "last") VALUES (true, 0);--> statement-breakpoint
-- Append-only (docs/decisions/023): no UPDATE, DELETE or TRUNCATE of an audit entry or a receipt, whoever sends it.
-- Only a table owner who first disables the trigger gets past it, and then the audit chain shows where.
CREATE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "receipts_append_only" BEFORE UPDATE OR DELETE ON "receipts"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "receipts_no_truncate" BEFORE TRUNCATE ON "receipts"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();
