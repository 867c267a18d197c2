CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" varchar(30) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"bytes" bytea NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type_check" CHECK ("images"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "images_size_check" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "biography" varchar(2000);--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "photo_image_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;