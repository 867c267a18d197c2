CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"subscription_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"payment_method" text DEFAULT 'Cash' NOT NULL,
	"notes" varchar(500),
	"status" text DEFAULT 'Completed' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" in ('Cash', 'Credit Card', 'Bank Transfer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Completed', 'Pending', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"payment_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_dates_check" CHECK ("subscriptions"."end_date" >= "subscriptions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"body_part" varchar(40) NOT NULL,
	"target" varchar(40) NOT NULL,
	"equipment" varchar(60) NOT NULL,
	"instructions" text[] NOT NULL,
	"image_url" varchar(2048) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"city" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" varchar(1000) NOT NULL,
	"rating" smallint NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "gym_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_name" varchar(100) NOT NULL,
	"room_type" varchar(60) NOT NULL,
	"room_quantity" integer NOT NULL,
	"room_status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_rooms_quantity_check" CHECK ("gym_rooms"."room_quantity" >= 1),
	CONSTRAINT "gym_rooms_status_check" CHECK ("gym_rooms"."room_status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"specialty" varchar(100) NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"price_per_hour" numeric(8, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_experience_check" CHECK ("trainers"."experience" >= 0),
	CONSTRAINT "trainers_price_check" CHECK ("trainers"."price_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"duration_in_days" integer NOT NULL,
	"image_url" varchar(2048) NOT NULL,
	"max_members" integer,
	"plan_type" text DEFAULT 'Standard' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"water_stations" boolean DEFAULT false NOT NULL,
	"locker_rooms" boolean DEFAULT false NOT NULL,
	"special_events" boolean DEFAULT false NOT NULL,
	"wifi_service" boolean DEFAULT false NOT NULL,
	"cardio_class" boolean DEFAULT false NOT NULL,
	"cafe_or_lounge" boolean DEFAULT false NOT NULL,
	"personal_trainer" boolean DEFAULT false NOT NULL,
	"group_fitness_classes" boolean DEFAULT false NOT NULL,
	"refreshment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_check" CHECK ("plans"."price" >= 0),
	CONSTRAINT "plans_duration_check" CHECK ("plans"."duration_in_days" between 1 and 3650),
	CONSTRAINT "plans_max_members_check" CHECK ("plans"."max_members" is null or "plans"."max_members" between 0 and 100),
	CONSTRAINT "plans_type_check" CHECK ("plans"."plan_type" in ('Standard', 'Basic', 'Premium', 'Diamond'))
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"session_type" varchar(60),
	"notes" varchar(500),
	"attendance_status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_times_check" CHECK ("training_sessions"."end_time" > "training_sessions"."start_time")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_room_id_gym_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."gym_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_active_idx" ON "subscriptions" USING btree ("plan_id") WHERE "subscriptions"."is_active";--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."is_active" and "subscriptions"."auto_renew";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_active_unique" ON "subscriptions" USING btree ("user_id","plan_id") WHERE "subscriptions"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_unique" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_name_unique" ON "exercises" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "exercises_body_part_idx" ON "exercises" USING btree ("body_part","name");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_user_unique" ON "trainers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "training_sessions_user_idx" ON "training_sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_idx" ON "training_sessions" USING btree ("trainer_id","start_time");--> statement-breakpoint
CREATE INDEX "training_sessions_room_idx" ON "training_sessions" USING btree ("room_id","start_time");--> statement-breakpoint
CREATE INDEX "training_sessions_start_idx" ON "training_sessions" USING btree ("start_time");--> statement-breakpoint
-- Written by hand: Drizzle has no EXCLUDE builder. A trainer and a member each have one session at a time.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_no_overlap" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("start_time", "end_time") WITH &&);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_time", "end_time") WITH &&);
