CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notice_type" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"dict_type" text NOT NULL,
	"dict_value" text NOT NULL,
	"label" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"position" text NOT NULL,
	"front_url" text DEFAULT '' NOT NULL,
	"content_url" text DEFAULT '' NOT NULL,
	"name" jsonb NOT NULL,
	"is_show_second_menu" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"module_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"domain" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"site_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"company_intro" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"team_intro" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"mission" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"goal" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"expectation" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"cust_service_email" text DEFAULT '' NOT NULL,
	"cust_service_phone" text DEFAULT '' NOT NULL,
	"qq_cust_service" text DEFAULT '' NOT NULL,
	"qq_group" text DEFAULT '' NOT NULL,
	"weixin_qcode_cust_service" text DEFAULT '' NOT NULL,
	"weixin_qcode_pub" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"domain_name" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"navibar_logo" text DEFAULT '' NOT NULL,
	"foot_bar_logo" text DEFAULT '' NOT NULL,
	"banner_bg" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh_CN' NOT NULL,
	"theme_color" text DEFAULT '#e74b3a' NOT NULL,
	"second_theme_color" text DEFAULT '#f56c6c' NOT NULL,
	"font_color" text DEFAULT '#333333' NOT NULL,
	"second_font_color" text DEFAULT '#666666' NOT NULL,
	"header_bgc" text DEFAULT '#333333' NOT NULL,
	"footer_bgc" text DEFAULT '#454545' NOT NULL,
	"right_bar_background_color" text DEFAULT '#999999' NOT NULL,
	"font_family" text DEFAULT '' NOT NULL,
	"theme_type" integer DEFAULT 1 NOT NULL,
	"template_type" integer DEFAULT 1 NOT NULL,
	"site_type" integer DEFAULT 2 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"begin_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"statistics_code" text DEFAULT '' NOT NULL,
	"work_time" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"copy_max_number" integer DEFAULT 10 NOT NULL,
	"master_max_number" integer DEFAULT 10 NOT NULL,
	"type_list" jsonb DEFAULT '[1,2,3]'::jsonb NOT NULL,
	"reverse_copy_flag" integer DEFAULT 0 NOT NULL,
	"default_lang" integer DEFAULT 1 NOT NULL,
	"available_lang" text DEFAULT '1,2,3' NOT NULL,
	"default_base_url" text DEFAULT '/home' NOT NULL,
	"information_module_flag" integer DEFAULT 1 NOT NULL,
	"verify_method" integer DEFAULT 0 NOT NULL,
	"site_sub_price" numeric(20, 2) DEFAULT '0' NOT NULL,
	"open_settlement" boolean DEFAULT false NOT NULL,
	"open_wallet" boolean DEFAULT false NOT NULL,
	"proportion" numeric(10, 4) DEFAULT '0' NOT NULL,
	"margin" numeric(20, 2) DEFAULT '0' NOT NULL,
	"footer_template_index" integer DEFAULT 1 NOT NULL,
	"open_statement" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"college_enabled" boolean DEFAULT false NOT NULL,
	"college_title" jsonb DEFAULT '{"zh_CN":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_type" integer DEFAULT 1 NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"portrait_img" text DEFAULT '' NOT NULL,
	"avatar_lock" integer DEFAULT 1 NOT NULL,
	"gender" integer,
	"birthday" text,
	"country" text,
	"region" text,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" integer,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_columns" ADD CONSTRAINT "site_columns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_contents" ADD CONSTRAINT "site_contents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("site_id","user_id","is_read");--> statement-breakpoint
CREATE INDEX "outbox_site_idx" ON "outbox" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "dict_items_type_idx" ON "dict_items" USING btree ("dict_type");--> statement-breakpoint
CREATE INDEX "site_columns_site_idx" ON "site_columns" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "site_contents_module_idx" ON "site_contents" USING btree ("site_id","module_code","publish_time");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_uq" ON "site_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_code_uq" ON "sites" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_one_default_uq" ON "sites" USING btree ("is_default") WHERE "sites"."is_default";--> statement-breakpoint
CREATE INDEX "rate_events_lookup_idx" ON "rate_events" USING btree ("site_id","bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_uq" ON "users" USING btree ("site_id",lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone_uq" ON "users" USING btree ("site_id","phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_invite_uq" ON "users" USING btree ("site_id","invite_code");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("site_id","address","purpose","created_at");