CREATE TABLE "copy_leases" (
	"master_account_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"fencing" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copy_leases" ADD CONSTRAINT "copy_leases_master_account_id_mt_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copy_leases_holder_idx" ON "copy_leases" USING btree ("holder");