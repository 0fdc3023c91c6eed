CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"importance" integer NOT NULL,
	"title" jsonb NOT NULL,
	"actual" text DEFAULT '' NOT NULL,
	"forecast" text DEFAULT '' NOT NULL,
	"previous" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"title" jsonb NOT NULL,
	"commentary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_flashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"flash_time" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_flashes" ADD CONSTRAINT "news_flashes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_site_time_idx" ON "calendar_events" USING btree ("site_id","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_site_day_uq" ON "daily_reports" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "news_flashes_site_time_idx" ON "news_flashes" USING btree ("site_id","flash_time","id");