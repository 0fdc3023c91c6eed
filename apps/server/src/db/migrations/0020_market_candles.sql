CREATE TABLE "market_candles" (
	"server" text NOT NULL,
	"symbol" text NOT NULL,
	"timeframe" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" integer NOT NULL,
	"high" integer NOT NULL,
	"low" integer NOT NULL,
	"close" integer NOT NULL,
	"ticks" integer NOT NULL,
	CONSTRAINT "market_candles_server_symbol_timeframe_open_time_pk" PRIMARY KEY("server","symbol","timeframe","open_time")
);
--> statement-breakpoint
CREATE INDEX "market_candles_age_idx" ON "market_candles" USING btree ("timeframe","open_time");