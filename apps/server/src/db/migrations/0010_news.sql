CREATE TABLE "golf_course_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" varchar(2000) DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news_article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "news_article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_image_id" integer,
	"category_id" integer,
	"author_id" integer,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_article_status" CHECK ("news_article"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "news_article_published_at" CHECK ("news_article"."status" = 'draft' or "news_article"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "news_author" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"bio" varchar(2000) DEFAULT '' NOT NULL,
	"photo_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "news_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" varchar(2000) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	CONSTRAINT "news_comment_status" CHECK ("news_comment"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "news_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"trust_member_comments" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_course_posts" ADD CONSTRAINT "golf_course_posts_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_tags" ADD CONSTRAINT "news_article_tags_article_id_news_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_tags" ADD CONSTRAINT "news_article_tags_tag_id_news_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."news_tag"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_cover_image_id_attachments_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_category_id_news_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_author_id_news_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."news_author"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_author" ADD CONSTRAINT "news_author_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_author" ADD CONSTRAINT "news_author_photo_id_attachments_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_author" ADD CONSTRAINT "news_author_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category" ADD CONSTRAINT "news_category_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comment" ADD CONSTRAINT "news_comment_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comment" ADD CONSTRAINT "news_comment_article_id_news_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comment" ADD CONSTRAINT "news_comment_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_settings" ADD CONSTRAINT "news_settings_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tag" ADD CONSTRAINT "news_tag_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_course_posts_golf_course_id" ON "golf_course_posts" USING btree ("golf_course_id","expires_at");--> statement-breakpoint
CREATE INDEX "news_article_tags_tag_id" ON "news_article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_slug_unique" ON "news_article" USING btree ("golf_course_id","slug");--> statement-breakpoint
CREATE INDEX "news_article_published" ON "news_article" USING btree ("golf_course_id","status","published_at");--> statement-breakpoint
CREATE INDEX "news_article_category_id" ON "news_article" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_article_author_id" ON "news_article" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "news_author_golf_course_id" ON "news_author" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_category_slug_unique" ON "news_category" USING btree ("golf_course_id","slug");--> statement-breakpoint
CREATE INDEX "news_comment_article_id" ON "news_comment" USING btree ("article_id","status");--> statement-breakpoint
CREATE INDEX "news_comment_status" ON "news_comment" USING btree ("golf_course_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "news_settings_golf_course_id_unique" ON "news_settings" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_tag_slug_unique" ON "news_tag" USING btree ("golf_course_id","slug");--> statement-breakpoint
SELECT fairway_announce_changes('news_category');--> statement-breakpoint
SELECT fairway_announce_changes('news_tag');--> statement-breakpoint
SELECT fairway_announce_changes('news_author');--> statement-breakpoint
SELECT fairway_announce_changes('news_article');--> statement-breakpoint
SELECT fairway_announce_changes('news_article_tags');--> statement-breakpoint
SELECT fairway_announce_changes('news_comment');--> statement-breakpoint
SELECT fairway_announce_changes('news_settings');--> statement-breakpoint
SELECT fairway_announce_changes('golf_course_posts');
