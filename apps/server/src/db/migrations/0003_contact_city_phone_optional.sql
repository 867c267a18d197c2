ALTER TABLE "contact_messages" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "phone" DROP NOT NULL;