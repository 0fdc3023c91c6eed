CREATE TABLE "copy_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"master_account_id" integer NOT NULL,
	"follow_account_id" integer NOT NULL,
	"origin_ticket" bigint NOT NULL,
	"master_ticket" bigint NOT NULL,
	"follower_ticket" bigint NOT NULL,
	"master_symbol" text NOT NULL,
	"symbol" text NOT NULL,
	"master_type" integer NOT NULL,
	"type" integer NOT NULL,
	"direction" integer NOT NULL,
	"master_lots" integer NOT NULL,
	"lots" integer NOT NULL,
	"master_open_time" timestamp with time zone NOT NULL,
	"master_open_price" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open_price" text NOT NULL,
	"sl" text DEFAULT '0' NOT NULL,
	"tp" text DEFAULT '0' NOT NULL,
	"slippage_points" integer DEFAULT 0 NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"close_time" timestamp with time zone,
	"close_price" text DEFAULT '0' NOT NULL,
	"profit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"signal_id" integer,
	"master_ticket" bigint NOT NULL,
	"master_symbol" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"error_code" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"master_account_id" integer NOT NULL,
	"master_ticket" bigint NOT NULL,
	"action_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"subscription_ids" integer[] NOT NULL,
	"signal_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"follower_user_id" integer NOT NULL,
	"follow_account_id" integer NOT NULL,
	"master_user_id" integer NOT NULL,
	"master_account_id" integer NOT NULL,
	"copy_type" integer NOT NULL,
	"copy_value" numeric(14, 2) NOT NULL,
	"direction" integer NOT NULL,
	"max_open_positions" integer,
	"max_total_lots" integer,
	"max_ratio" numeric(14, 2),
	"partial_close" text DEFAULT 'takeSmall' NOT NULL,
	"fee_type" integer DEFAULT 1 NOT NULL,
	"validity_days" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"state" text NOT NULL,
	"cancel_mode" text,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "follower_balance_min" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "fee_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_links" ADD CONSTRAINT "copy_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_records" ADD CONSTRAINT "copy_records_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_signals" ADD CONSTRAINT "copy_signals_master_account_id_mt_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_follower_user_id_users_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_follow_account_id_mt_accounts_id_fk" FOREIGN KEY ("follow_account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_master_user_id_users_id_fk" FOREIGN KEY ("master_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_master_account_id_mt_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_links_origin_uq" ON "copy_links" USING btree ("subscription_id","origin_ticket");--> statement-breakpoint
CREATE INDEX "copy_links_master_idx" ON "copy_links" USING btree ("master_account_id","master_ticket");--> statement-breakpoint
CREATE INDEX "copy_links_follower_idx" ON "copy_links" USING btree ("follow_account_id","follower_ticket");--> statement-breakpoint
CREATE INDEX "copy_links_subscription_idx" ON "copy_links" USING btree ("subscription_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_records_signal_uq" ON "copy_records" USING btree ("signal_id","subscription_id");--> statement-breakpoint
CREATE INDEX "copy_records_subscription_idx" ON "copy_records" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_signals_uq" ON "copy_signals" USING btree ("master_account_id","master_ticket","action_key");--> statement-breakpoint
CREATE INDEX "copy_signals_pending_idx" ON "copy_signals" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_serial_uq" ON "subscriptions" USING btree ("site_id","serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_uq" ON "subscriptions" USING btree ("follow_account_id","master_account_id") WHERE "subscriptions"."state" in ('subscribing', 'closing');--> statement-breakpoint
CREATE INDEX "subscriptions_master_idx" ON "subscriptions" USING btree ("master_account_id","state");--> statement-breakpoint
CREATE INDEX "subscriptions_follower_idx" ON "subscriptions" USING btree ("site_id","follower_user_id","state");