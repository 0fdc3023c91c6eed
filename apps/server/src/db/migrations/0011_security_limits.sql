CREATE TABLE "upload_quotas" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "upload_quotas_site_id_user_id_day_pk" PRIMARY KEY("site_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_quotas" ADD CONSTRAINT "upload_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");