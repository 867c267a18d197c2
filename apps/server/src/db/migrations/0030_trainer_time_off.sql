CREATE TABLE "trainer_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" varchar(2000),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_time_off_times_check" CHECK ("trainer_time_off"."end_time" > "trainer_time_off"."start_time")
);
--> statement-breakpoint
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_time_off_trainer_idx" ON "trainer_time_off" USING btree ("trainer_id","end_time");--> statement-breakpoint
-- Written by hand: what Drizzle cannot express (docs/decisions/031).
-- One trainer's entries never overlap: a second entry over the same hours is a mistake, not more time off.
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_no_overlap" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("start_time", "end_time") WITH &&);--> statement-breakpoint
-- No session or class of a trainer may come to share a moment of their time off, whoever writes the row. Time off may
-- itself be added over work already booked (the staff then move or cancel it), so this is a trigger on the work, not
-- an EXCLUDE on occupancy. A row that keeps its trainer and times (a class's capacity changed, a session cancelled)
-- claims nothing new and passes. The trainer's row is locked first, as bookings, class schedules and new time off
-- lock it, so a booking and time off for the same hours queue and the second sees the first.
CREATE FUNCTION "refuse_work_in_time_off"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."cancelled_at" IS NOT NULL THEN RETURN NEW; END IF;
	IF TG_OP = 'UPDATE' AND OLD."cancelled_at" IS NULL AND NEW."trainer_id" = OLD."trainer_id"
		AND NEW."start_time" = OLD."start_time" AND NEW."end_time" = OLD."end_time" THEN
		RETURN NEW;
	END IF;
	PERFORM 1 FROM "trainers" WHERE "id" = NEW."trainer_id" FOR NO KEY UPDATE;
	IF EXISTS (
		SELECT 1 FROM "trainer_time_off"
		WHERE "trainer_id" = NEW."trainer_id"
			AND tstzrange("start_time", "end_time") && tstzrange(NEW."start_time", NEW."end_time")
	) THEN
		RAISE EXCEPTION 'The trainer is away at that time'
			USING ERRCODE = '23P01', CONSTRAINT = 'trainer_time_off_overlap', TABLE = TG_TABLE_NAME;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_sessions_not_in_time_off" BEFORE INSERT OR UPDATE OF "trainer_id", "start_time", "end_time", "cancelled_at" ON "training_sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_work_in_time_off"();--> statement-breakpoint
CREATE TRIGGER "class_sessions_not_in_time_off" BEFORE INSERT OR UPDATE OF "trainer_id", "start_time", "end_time", "cancelled_at" ON "class_sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_work_in_time_off"();