ALTER TABLE "account_statistics" ADD COLUMN "win_rate" double precision;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "profit_factor" double precision;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "rating_score" integer;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "copy_profit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "first_trade_at" bigint;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "symbols" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "account_statistics" ADD COLUMN "sparkline" double precision[] DEFAULT '{}'::double precision[] NOT NULL;--> statement-breakpoint
CREATE INDEX "account_statistics_site_drawdown_idx" ON "account_statistics" USING btree ("site_id","drawdown");--> statement-breakpoint
CREATE INDEX "account_statistics_site_win_rate_idx" ON "account_statistics" USING btree ("site_id","win_rate");--> statement-breakpoint
CREATE INDEX "account_statistics_site_profit_factor_idx" ON "account_statistics" USING btree ("site_id","profit_factor");--> statement-breakpoint
CREATE INDEX "account_statistics_site_rating_idx" ON "account_statistics" USING btree ("site_id","rating_score");--> statement-breakpoint
CREATE INDEX "account_statistics_site_trades_idx" ON "account_statistics" USING btree ("site_id","trades");--> statement-breakpoint
CREATE INDEX "account_statistics_site_copy_profit_idx" ON "account_statistics" USING btree ("site_id","copy_profit_cents");--> statement-breakpoint
CREATE INDEX "account_statistics_symbols_idx" ON "account_statistics" USING gin ("symbols");--> statement-breakpoint
-- Backfill what the stored fold state already holds; the rating and the sparkline follow at the next refresh.
UPDATE "account_statistics" SET
	"win_rate" = CASE WHEN ("state"->>'trades')::int > 0 THEN round(("state"->>'wins')::numeric / ("state"->>'trades')::numeric, 4)::double precision END,
	"profit_factor" = CASE WHEN ("state"->>'grossLossCents')::double precision > 0 THEN round(("state"->>'grossProfitCents')::numeric / ("state"->>'grossLossCents')::numeric, 2)::double precision END,
	"copy_profit_cents" = coalesce(round(("state"->>'copyProfitCents')::numeric)::bigint, 0),
	"first_trade_at" = round(("state"->>'firstTradeOpenTime')::numeric)::bigint,
	"symbols" = coalesce(ARRAY(
		SELECT DISTINCT coalesce(nullif("m"."standard_symbol", ''), "s"->>'symbol')
		FROM jsonb_array_elements(coalesce("state"->'symbols', '[]'::jsonb)) AS "s"
		LEFT JOIN "mt_account_symbols" AS "m" ON "m"."account_id" = "account_statistics"."account_id" AND "m"."symbol" = "s"->>'symbol'
	), '{}'::text[]);
