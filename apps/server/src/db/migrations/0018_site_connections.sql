CREATE TABLE "site_connections" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"metaapi_token_enc" text DEFAULT '' NOT NULL,
	"metaapi_token_hint" text DEFAULT '' NOT NULL,
	"metaapi_region" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "via" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
UPDATE "mt_accounts" SET "via" = 'bridge' WHERE "bridge_key_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "site_connections" ADD CONSTRAINT "site_connections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_via" CHECK ("mt_accounts"."via" in ('direct', 'bridge', 'metaapi'));