CREATE TABLE "account_statistics" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"applied_through" bigint NOT NULL,
	"growth" double precision DEFAULT 0 NOT NULL,
	"drawdown" double precision DEFAULT 0 NOT NULL,
	"trades" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equity_samples" (
	"account_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"equity_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"margin_level_bp" bigint,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_samples_account_id_time_pk" PRIMARY KEY("account_id","time")
);
--> statement-breakpoint
ALTER TABLE "account_statistics" ADD CONSTRAINT "account_statistics_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_samples" ADD CONSTRAINT "equity_samples_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_statistics_site_growth_idx" ON "account_statistics" USING btree ("site_id","growth");