ALTER TABLE "sites" ADD COLUMN "usdt_cny_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "usdt_trc20_address" text DEFAULT '' NOT NULL;