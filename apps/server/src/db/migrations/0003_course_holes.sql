CREATE TABLE "golf_course_holes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"par" smallint NOT NULL,
	"stroke_index" smallint NOT NULL,
	"stroke_index_ladies" smallint,
	CONSTRAINT "golf_course_holes_par" CHECK ("golf_course_holes"."par" between 3 and 6),
	CONSTRAINT "golf_course_holes_stroke_index" CHECK ("golf_course_holes"."stroke_index" between 1 and 18),
	CONSTRAINT "golf_course_holes_stroke_index_ladies" CHECK ("golf_course_holes"."stroke_index_ladies" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "golf_course_indexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"hole_category_id" integer NOT NULL,
	"gender" varchar(1) NOT NULL,
	"course_rating" numeric(4, 1) NOT NULL,
	"slope_rating" smallint NOT NULL,
	"par" smallint NOT NULL,
	"front_course_rating" numeric(4, 1),
	"front_slope_rating" smallint,
	"back_course_rating" numeric(4, 1),
	"back_slope_rating" smallint,
	"effective_from" date NOT NULL,
	CONSTRAINT "golf_course_indexes_gender" CHECK ("golf_course_indexes"."gender" in ('M', 'F')),
	CONSTRAINT "golf_course_indexes_slope_rating" CHECK ("golf_course_indexes"."slope_rating" between 55 and 155),
	CONSTRAINT "golf_course_indexes_course_rating" CHECK ("golf_course_indexes"."course_rating" > 0)
);
--> statement-breakpoint
CREATE TABLE "hole_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"colour" varchar(7) DEFAULT '#ffffff' NOT NULL,
	"gender" varchar(3) DEFAULT 'any' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hole_categories_gender" CHECK ("hole_categories"."gender" in ('M', 'F', 'any'))
);
--> statement-breakpoint
CREATE TABLE "hole_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"hole_id" integer NOT NULL,
	"hole_category_id" integer NOT NULL,
	"distance" smallint,
	"distance_unit" varchar(10) DEFAULT 'yards' NOT NULL,
	"par" smallint,
	"stroke_index" smallint,
	CONSTRAINT "hole_details_distance_unit" CHECK ("hole_details"."distance_unit" in ('yards', 'metres')),
	CONSTRAINT "hole_details_par" CHECK ("hole_details"."par" between 3 and 6),
	CONSTRAINT "hole_details_stroke_index" CHECK ("hole_details"."stroke_index" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "hole_intermediate_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"hole_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"label" varchar(100) DEFAULT '' NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hole_intermediate_points_kind" CHECK ("hole_intermediate_points"."kind" in ('tee', 'fairway_centre', 'layup', 'hazard', 'green_front', 'green_centre', 'green_back')),
	CONSTRAINT "hole_intermediate_points_latitude" CHECK ("hole_intermediate_points"."latitude" between -90 and 90),
	CONSTRAINT "hole_intermediate_points_longitude" CHECK ("hole_intermediate_points"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "player_round_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"hole_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_course_holes" ADD CONSTRAINT "golf_course_holes_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_course_indexes" ADD CONSTRAINT "golf_course_indexes_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_course_indexes" ADD CONSTRAINT "golf_course_indexes_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_categories" ADD CONSTRAINT "hole_categories_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_details" ADD CONSTRAINT "hole_details_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_details" ADD CONSTRAINT "hole_details_hole_id_golf_course_holes_id_fk" FOREIGN KEY ("hole_id") REFERENCES "public"."golf_course_holes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_details" ADD CONSTRAINT "hole_details_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_intermediate_points" ADD CONSTRAINT "hole_intermediate_points_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_intermediate_points" ADD CONSTRAINT "hole_intermediate_points_hole_id_golf_course_holes_id_fk" FOREIGN KEY ("hole_id") REFERENCES "public"."golf_course_holes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_section" ADD CONSTRAINT "player_round_section_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golf_course_holes_number_unique" ON "golf_course_holes" USING btree ("golf_course_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_course_indexes_effective_from_unique" ON "golf_course_indexes" USING btree ("golf_course_id","hole_category_id","gender","effective_from");--> statement-breakpoint
CREATE INDEX "golf_course_indexes_hole_category_id" ON "golf_course_indexes" USING btree ("hole_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hole_categories_name_unique" ON "hole_categories" USING btree ("golf_course_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hole_details_hole_category_unique" ON "hole_details" USING btree ("golf_course_id","hole_id","hole_category_id");--> statement-breakpoint
CREATE INDEX "hole_details_hole_category_id" ON "hole_details" USING btree ("hole_category_id");--> statement-breakpoint
CREATE INDEX "hole_intermediate_points_hole_id" ON "hole_intermediate_points" USING btree ("hole_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_round_section_name_unique" ON "player_round_section" USING btree ("golf_course_id",lower("name"));--> statement-breakpoint
-- added by hand
SELECT fairway_announce_changes('hole_categories');--> statement-breakpoint
SELECT fairway_announce_changes('golf_course_indexes');--> statement-breakpoint
SELECT fairway_announce_changes('golf_course_holes');--> statement-breakpoint
SELECT fairway_announce_changes('hole_details');--> statement-breakpoint
SELECT fairway_announce_changes('hole_intermediate_points');--> statement-breakpoint
SELECT fairway_announce_changes('player_round_section');
