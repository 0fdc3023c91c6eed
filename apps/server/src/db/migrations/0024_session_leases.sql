CREATE TABLE "session_leases" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"fencing" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_leases" ADD CONSTRAINT "session_leases_account_id_mt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_leases_holder_idx" ON "session_leases" USING btree ("holder");