CREATE TABLE "bridge_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acc_type" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"server" text,
	"login" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD COLUMN "bridge_key_id" integer;--> statement-breakpoint
ALTER TABLE "bridge_keys" ADD CONSTRAINT "bridge_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_keys" ADD CONSTRAINT "bridge_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_keys_hash_uq" ON "bridge_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_keys_waiting_uq" ON "bridge_keys" USING btree ("user_id") WHERE "bridge_keys"."bound_at" is null and "bridge_keys"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "mt_accounts" ADD CONSTRAINT "mt_accounts_bridge_key_id_bridge_keys_id_fk" FOREIGN KEY ("bridge_key_id") REFERENCES "public"."bridge_keys"("id") ON DELETE no action ON UPDATE no action;