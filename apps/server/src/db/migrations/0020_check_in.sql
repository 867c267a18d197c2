CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"gym_date" date NOT NULL,
	"method" text NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"override_reason" varchar(500),
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_method_check" CHECK ("checkins"."method" in ('pass', 'day-pass', 'search')),
	CONSTRAINT "checkins_override_reason_check" CHECK (not "checkins"."override" or "checkins"."override_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkins_day_idx" ON "checkins" USING btree ("gym_date","at");--> statement-breakpoint
CREATE INDEX "checkins_user_idx" ON "checkins" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_day_pass_unique" ON "checkins" USING btree ("user_id","gym_date") WHERE "checkins"."method" = 'day-pass';