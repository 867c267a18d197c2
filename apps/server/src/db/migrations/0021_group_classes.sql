CREATE TABLE "class_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_bookings_status_check" CHECK ("class_bookings"."status" in ('Booked', 'Waitlisted', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "class_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_type_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"weekdays" varchar(20) NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_schedules_dates_check" CHECK ("class_schedules"."to_date" >= "class_schedules"."from_date")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer,
	"class_type_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_times_check" CHECK ("class_sessions"."end_time" > "class_sessions"."start_time"),
	CONSTRAINT "class_sessions_capacity_check" CHECK ("class_sessions"."capacity" between 1 and 500),
	CONSTRAINT "class_sessions_booked_check" CHECK ("class_sessions"."booked_count" between 0 and "class_sessions"."capacity"),
	CONSTRAINT "class_sessions_waitlist_check" CHECK ("class_sessions"."waitlist_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"level" text DEFAULT 'All levels' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"default_capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_types_level_check" CHECK ("class_types"."level" in ('All levels', 'Beginner', 'Intermediate', 'Advanced')),
	CONSTRAINT "class_types_duration_check" CHECK ("class_types"."duration_minutes" between 15 and 240),
	CONSTRAINT "class_types_capacity_check" CHECK ("class_types"."default_capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "occupancy" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"session_id" integer,
	"class_session_id" integer,
	CONSTRAINT "occupancy_kind_check" CHECK ("occupancy"."kind" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_room_id_gym_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."gym_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_schedule_id_class_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_room_id_gym_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."gym_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_live_unique" ON "class_bookings" USING btree ("class_session_id","user_id") WHERE "class_bookings"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "class_bookings_queue_idx" ON "class_bookings" USING btree ("class_session_id","queued_at","id") WHERE "class_bookings"."status" = 'Waitlisted';--> statement-breakpoint
CREATE INDEX "class_bookings_user_idx" ON "class_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_sessions_start_idx" ON "class_sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "class_sessions_schedule_idx" ON "class_sessions" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_types_name_unique" ON "class_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "occupancy_session_unique" ON "occupancy" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "occupancy_class_unique" ON "occupancy" USING btree ("class_session_id");--> statement-breakpoint
-- Written by hand: what Drizzle cannot express (docs/decisions/025).
-- A trainer is in one place at a time, across personal sessions and classes; a class has its room to itself: no
-- other class (kind 1 against kind 1) and no personal session (kind 0 against kind 1) shares a moment of it. Personal
-- sessions among themselves share a room up to its roomQuantity, counted under the room's lock (booking.service).
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_trainer_no_overlap" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("start_time", "end_time") WITH &&);--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_room_class_no_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("start_time", "end_time") WITH &&) WHERE ("kind" = 1);--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_room_shared_with_class" EXCLUDE USING gist ("room_id" WITH =, tstzrange("start_time", "end_time") WITH &&, "kind" WITH <>);--> statement-breakpoint
-- Booked personal sessions hold their trainer and room; a cancelled one holds nothing (docs/decisions/011).
CREATE FUNCTION "hold_session_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "occupancy" WHERE "session_id" = NEW."id";
	IF NEW."cancelled_at" IS NULL THEN
		INSERT INTO "occupancy" ("kind", "trainer_id", "room_id", "start_time", "end_time", "session_id")
		VALUES (0, NEW."trainer_id", NEW."room_id", NEW."start_time", NEW."end_time", NEW."id");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_sessions_hold_time" AFTER INSERT OR UPDATE OF "trainer_id", "room_id", "start_time", "end_time", "cancelled_at" ON "training_sessions" FOR EACH ROW EXECUTE FUNCTION "hold_session_time"();--> statement-breakpoint
-- A scheduled class holds its trainer and its whole room; a cancelled one holds nothing.
CREATE FUNCTION "hold_class_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "occupancy" WHERE "class_session_id" = NEW."id";
	IF NEW."cancelled_at" IS NULL THEN
		INSERT INTO "occupancy" ("kind", "trainer_id", "room_id", "start_time", "end_time", "class_session_id")
		VALUES (1, NEW."trainer_id", NEW."room_id", NEW."start_time", NEW."end_time", NEW."id");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_sessions_hold_time" AFTER INSERT OR UPDATE OF "trainer_id", "room_id", "start_time", "end_time", "cancelled_at" ON "class_sessions" FOR EACH ROW EXECUTE FUNCTION "hold_class_time"();--> statement-breakpoint
INSERT INTO "occupancy" ("kind", "trainer_id", "room_id", "start_time", "end_time", "session_id")
SELECT 0, "trainer_id", "room_id", "start_time", "end_time", "id" FROM "training_sessions" WHERE "cancelled_at" IS NULL;--> statement-breakpoint
-- A class's booked and waitlisted counts follow its bookings. The UPDATE takes the class row's lock and reads its
-- latest version, so concurrent bookings count exactly, and class_sessions_booked_check refuses the one too many.
CREATE FUNCTION "count_class_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	booked integer := 0;
	waiting integer := 0;
	class_id integer;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		class_id := OLD."class_session_id";
		IF OLD."status" = 'Booked' THEN booked := booked - 1; ELSIF OLD."status" = 'Waitlisted' THEN waiting := waiting - 1; END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		class_id := NEW."class_session_id";
		IF NEW."status" = 'Booked' THEN booked := booked + 1; ELSIF NEW."status" = 'Waitlisted' THEN waiting := waiting + 1; END IF;
	END IF;
	IF booked <> 0 OR waiting <> 0 THEN
		UPDATE "class_sessions" SET "booked_count" = "booked_count" + booked, "waitlist_count" = "waitlist_count" + waiting
		WHERE "id" = class_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_bookings_count" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "class_bookings" FOR EACH ROW EXECUTE FUNCTION "count_class_bookings"();
