CREATE TABLE "mt_account_symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"symbol_desc" text DEFAULT '' NOT NULL,
	"standard_symbol" text DEFAULT '' NOT NULL,
	"symbol_type" integer DEFAULT 1 NOT NULL,
	"status" integer NOT NULL,
	"digits" integer DEFAULT 5 NOT NULL,
	"contract_size" numeric(20, 2) DEFAULT '100000' NOT NULL,
	"min_lot" integer DEFAULT 1 NOT NULL,
	"max_lot" integer DEFAULT 10000 NOT NULL,
	"lot_step" integer DEFAULT 1 NOT NULL,
	"user_edited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mt_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acc_type" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"login" text NOT NULL,
	"password_enc" text NOT NULL,
	"password_kind" text NOT NULL,
	"login_order" integer NOT NULL,
	"is_mock" integer DEFAULT 0 NOT NULL,
	"connection_status" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"leverage" integer DEFAULT 100 NOT NULL,
	"balance" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"equity" numeric(20, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(20, 2) DEFAULT '0' NOT NULL,
	"free_margin" numeric(20, 2) DEFAULT '0' NOT NULL,
	"margin_level" numeric(20, 2) DEFAULT '0' NOT NULL,
	"profit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"info_updated_at" timestamp with time zone,
	"strategy" text DEFAULT '' NOT NULL,
	"symbol_updated_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mt_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"ticket" bigint NOT NULL,
	"type" integer NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"lots" integer DEFAULT 0 NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open_price" numeric(20, 8) DEFAULT '0' NOT NULL,
	"sl" numeric(20, 8) DEFAULT '0' NOT NULL,
	"tp" numeric(20, 8) DEFAULT '0' NOT NULL,
	"close_time" timestamp with time zone,
	"close_price" numeric(20, 8) DEFAULT '0' NOT NULL,
	"digits" integer DEFAULT 5 NOT NULL,
	"commission" numeric(20, 2) DEFAULT '0' NOT NULL,
	"swap" numeric(20, 2) DEFAULT '0' NOT NULL,
	"profit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"magic" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_symbols" (
	"symbol" text PRIMARY KEY NOT NULL,
	"symbol_type" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"gateway" text DEFAULT 'sim' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_history" (
	"server" text NOT NULL,
	"ticket" bigint NOT NULL,
	"login" text NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"order" jsonb NOT NULL,
	CONSTRAINT "sim_history_server_ticket_pk" PRIMARY KEY("server","ticket")
);
--> statement-breakpoint
CREATE TABLE "sim_state" (
	"key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_account_symbols" ADD CONSTRAINT "mt_account_symbols_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_server_id_trade_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."trade_servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_orders" ADD CONSTRAINT "mt_orders_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_servers" ADD CONSTRAINT "trade_servers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mt_account_symbols_uq" ON "mt_account_symbols" USING btree ("account_id","symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "mt_accounts_bound_uq" ON "mt_accounts" USING btree ("site_id","server_id","login") WHERE "mt_accounts"."unbound_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mt_accounts_user_order_uq" ON "mt_accounts" USING btree ("user_id","login_order");--> statement-breakpoint
CREATE INDEX "mt_accounts_site_user_idx" ON "mt_accounts" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mt_orders_ticket_uq" ON "mt_orders" USING btree ("account_id","ticket");--> statement-breakpoint
CREATE INDEX "mt_orders_account_state_idx" ON "mt_orders" USING btree ("account_id","state","open_time");--> statement-breakpoint
CREATE INDEX "mt_orders_account_close_idx" ON "mt_orders" USING btree ("account_id","close_time");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_uq" ON "platforms" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_servers_name_uq" ON "trade_servers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sim_history_account_idx" ON "sim_history" USING btree ("server","login","close_time");