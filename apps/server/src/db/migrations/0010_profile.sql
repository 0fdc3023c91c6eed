CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"id_type" integer NOT NULL,
	"id_number" text NOT NULL,
	"front_upload_id" integer NOT NULL,
	"back_upload_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_trade_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"copy_type" integer DEFAULT 1 NOT NULL,
	"copy_value" numeric(14, 2) DEFAULT '0.01' NOT NULL,
	"direction" integer DEFAULT 1 NOT NULL,
	"max_open_positions" integer,
	"cancel_mode" text DEFAULT 'followTrader' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_codes" ALTER COLUMN "upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_codes" ALTER COLUMN "state" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "payment_codes" ADD COLUMN "account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rebate_levels" ADD COLUMN "min_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "public_message_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "real_name_chinese" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "level_auto_upgrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_upload_id_uploads_id_fk" FOREIGN KEY ("front_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_upload_id_uploads_id_fk" FOREIGN KEY ("back_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_flags" ADD CONSTRAINT "notice_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trade_settings" ADD CONSTRAINT "user_trade_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_user_uq" ON "identity_verifications" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_state_idx" ON "identity_verifications" USING btree ("site_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_flags_user_uq" ON "notice_flags" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "public_messages_site_idx" ON "public_messages" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_trade_settings_user_uq" ON "user_trade_settings" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_public_message_idx" ON "notices" USING btree ("public_message_id");