CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"import_date" date NOT NULL,
	"warranty" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_quantity_check" CHECK ("equipment"."quantity" >= 0),
	CONSTRAINT "equipment_warranty_check" CHECK ("equipment"."warranty" >= "equipment"."import_date"),
	CONSTRAINT "equipment_status_check" CHECK ("equipment"."status" in ('Active', 'Broken'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "maintenance_events_closed_check" CHECK (("maintenance_events"."closed_at" is null) = ("maintenance_events"."closed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_room_id_gym_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."gym_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_room_idx" ON "equipment" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_events_open_unique" ON "maintenance_events" USING btree ("equipment_id") WHERE "maintenance_events"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "maintenance_events_equipment_idx" ON "maintenance_events" USING btree ("equipment_id","reported_at");--> statement-breakpoint
CREATE INDEX "maintenance_events_reported_idx" ON "maintenance_events" USING btree ("reported_at","id");