DROP INDEX "receipts_payment_unique";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_unique" ON "receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_unique" ON "receipts" USING btree ("payment_id") WHERE "receipts"."refund_id" IS NULL;