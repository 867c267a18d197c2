CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
