CREATE TABLE "file_store_processes" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"place" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
