CREATE TABLE "recommended_today" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "strategy_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommended_today" ADD CONSTRAINT "recommended_today_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_today" ADD CONSTRAINT "recommended_today_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommended_today_site_idx" ON "recommended_today" USING btree ("site_id","start_day");--> statement-breakpoint
CREATE UNIQUE INDEX "recommended_today_live_uq" ON "recommended_today" USING btree ("site_id","account_id","start_day") WHERE "recommended_today"."deleted_at" is null;