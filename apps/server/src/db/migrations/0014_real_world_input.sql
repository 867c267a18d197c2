ALTER TABLE "contact_messages" ALTER COLUMN "phone" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "message" SET DATA TYPE varchar(2000);--> statement-breakpoint
ALTER TABLE "training_sessions" ALTER COLUMN "notes" SET DATA TYPE varchar(2000);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "full_name" SET DATA TYPE varchar(100);