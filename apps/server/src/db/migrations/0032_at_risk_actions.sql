CREATE TABLE "at_risk_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" varchar(500),
	"until" date,
	"by_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "at_risk_actions_action_check" CHECK ("at_risk_actions"."action" in ('contacted', 'snoozed')),
	CONSTRAINT "at_risk_actions_until_check" CHECK (("at_risk_actions"."action" = 'snoozed') = ("at_risk_actions"."until" is not null))
);
--> statement-breakpoint
ALTER TABLE "at_risk_actions" ADD CONSTRAINT "at_risk_actions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_actions" ADD CONSTRAINT "at_risk_actions_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "at_risk_actions_member_idx" ON "at_risk_actions" USING btree ("member_id","action","at");