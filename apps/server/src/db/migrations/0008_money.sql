CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"master_account_id" integer NOT NULL,
	"percent_off" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percent" CHECK ("coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."used_count" >= 0 and "coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "fee_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"remaining" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "fee_debts_remaining" CHECK ("fee_debts"."remaining" >= 0 and "fee_debts"."remaining" <= "fee_debts"."amount")
);
--> statement-breakpoint
CREATE TABLE "fee_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"ledger_transaction_id" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"payer_id" integer NOT NULL,
	"trader_id" integer NOT NULL,
	"referrer_id" integer,
	"rebate_rate" integer,
	"fee" numeric(20, 2) NOT NULL,
	"trader_amount" numeric(20, 2) NOT NULL,
	"site_amount" numeric(20, 2) NOT NULL,
	"referrer_amount" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"contact" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"upload_id" integer NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'passed' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_levels_rate" CHECK ("rebate_levels"."rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"follower_user_id" integer NOT NULL,
	"trader_user_id" integer NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"cumulative" numeric(20, 2) NOT NULL,
	"hwm_before" numeric(20, 2) NOT NULL,
	"hwm_after" numeric(20, 2) NOT NULL,
	"gain" numeric(20, 2) NOT NULL,
	"tier_profit" numeric(20, 2),
	"tier_percent" integer,
	"fee" numeric(20, 2) NOT NULL,
	"paid" numeric(20, 2) NOT NULL,
	"owed" numeric(20, 2) NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"trader_id" integer NOT NULL,
	"master_account_id" integer NOT NULL,
	"method" text,
	"price" numeric(20, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"validity_days" integer NOT NULL,
	"coupon_id" integer,
	"status" text DEFAULT 'toBePaid' NOT NULL,
	"voucher_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"refuse_reason" text,
	"refuse_note" text DEFAULT '' NOT NULL,
	"complaint_reason" text DEFAULT '' NOT NULL,
	"complaint_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status_before_complaint" text,
	"complained_at" timestamp with time zone,
	"decided_by" integer,
	"confirmed_at" timestamp with time zone,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_amount" CHECK ("subscription_payments"."amount" >= 0 and "subscription_payments"."price" >= "subscription_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscriptions_live_uq";--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "fee_price" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "fee_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "fee_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fee_price" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fee_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hwm" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rebate_level_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_master_account_id_mt_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_debts" ADD CONSTRAINT "fee_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_debts" ADD CONSTRAINT "fee_debts_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_splits" ADD CONSTRAINT "fee_splits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_debts_settlement_uq" ON "fee_debts" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "fee_debts_open_idx" ON "fee_debts" USING btree ("site_id","user_id","id") WHERE "fee_debts"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "fee_splits_referrer_idx" ON "fee_splits" USING btree ("site_id","referrer_id","id");--> statement-breakpoint
CREATE INDEX "fee_splits_trader_idx" ON "fee_splits" USING btree ("site_id","trader_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_pending_uq" ON "partner_applications" USING btree ("site_id","user_id") WHERE "partner_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_applications_state_idx" ON "partner_applications" USING btree ("site_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_codes_user_method_uq" ON "payment_codes" USING btree ("site_id","user_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_levels_name_uq" ON "rebate_levels" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_week_uq" ON "settlements" USING btree ("subscription_id","week_start");--> statement-breakpoint
CREATE INDEX "settlements_follower_idx" ON "settlements" USING btree ("site_id","follower_user_id","id");--> statement-breakpoint
CREATE INDEX "settlements_trader_idx" ON "settlements" USING btree ("site_id","trader_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_open_uq" ON "subscription_payments" USING btree ("subscription_id") WHERE "subscription_payments"."status" in ('toBePaid', 'toBeConfirmed', 'rejected', 'complained');--> statement-breakpoint
CREATE INDEX "subscription_payments_payer_idx" ON "subscription_payments" USING btree ("site_id","payer_id","id");--> statement-breakpoint
CREATE INDEX "subscription_payments_trader_idx" ON "subscription_payments" USING btree ("site_id","trader_id","id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("site_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_uq" ON "subscriptions" USING btree ("follow_account_id","master_account_id") WHERE "subscriptions"."state" in ('unpaid', 'subscribing', 'closing');