CREATE TABLE "content_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_search" (
	"content_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_document" "tsvector" NOT NULL,
	"module_code" text DEFAULT '' NOT NULL,
	"visible_from" timestamp with time zone,
	CONSTRAINT "content_search_content_id_locale_pk" PRIMARY KEY("content_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"module_code" text NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "cover" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "related_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "link_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "platform" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "index_letter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_contents" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_content_id_site_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."site_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search" ADD CONSTRAINT "content_search_content_id_site_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."site_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search" ADD CONSTRAINT "content_search_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_types" ADD CONSTRAINT "content_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_types" ADD CONSTRAINT "content_types_parent_id_content_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_files_site_idx" ON "content_files" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "content_search_document_idx" ON "content_search" USING gin ("document");--> statement-breakpoint
CREATE UNIQUE INDEX "content_tags_code_idx" ON "content_tags" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "content_types_code_idx" ON "content_types" USING btree ("site_id","module_code","code");--> statement-breakpoint
ALTER TABLE "site_contents" ADD CONSTRAINT "site_contents_type_id_content_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."content_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_contents" ADD CONSTRAINT "site_contents_parent_id_site_contents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_contents_type_idx" ON "site_contents" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "site_contents_parent_idx" ON "site_contents" USING btree ("parent_id");