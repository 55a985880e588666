CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"golf_course_id" integer,
	"action" varchar(40) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" integer,
	"ip" varchar(64),
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "golf_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(200) NOT NULL,
	"short_name" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"website" varchar(300) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"logo" varchar(500),
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"date_format" varchar(20) DEFAULT 'DD/MM/YYYY' NOT NULL,
	"distance_unit" varchar(10) DEFAULT 'yards' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"individual_rounds_enabled" boolean DEFAULT false NOT NULL,
	"holes_count" smallint DEFAULT 18 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"contact_name" varchar(200) DEFAULT '' NOT NULL,
	"contact_email" varchar(254) DEFAULT '' NOT NULL,
	"contact_phone" varchar(40) DEFAULT '' NOT NULL,
	CONSTRAINT "golf_courses_status" CHECK ("golf_courses"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "golf_courses_distance_unit" CHECK ("golf_courses"."distance_unit" in ('yards', 'metres')),
	CONSTRAINT "golf_courses_holes_count" CHECK ("golf_courses"."holes_count" in (9, 18, 27, 36))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"state_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(100) NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"phone_code" varchar(8) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(50) NOT NULL,
	"strokes_to_par" smallint,
	"is_hole_in_one" boolean DEFAULT false NOT NULL,
	"colour" varchar(7) DEFAULT '#9e9e9e' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "score_terms_strokes_to_par" CHECK (("score_terms"."is_hole_in_one" and "score_terms"."strokes_to_par" is null) or (not "score_terms"."is_hole_in_one" and "score_terms"."strokes_to_par" between -4 and 3))
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"country_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(10) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_course_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"membership_number" varchar(40) DEFAULT '' NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"joined_on" date,
	"left_on" date,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	CONSTRAINT "golf_course_members_status" CHECK ("golf_course_members"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"user_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"gender" varchar(1),
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"date_of_birth" date,
	CONSTRAINT "members_gender" CHECK ("members"."gender" is null or "members"."gender" in ('M', 'F'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"user_id" integer NOT NULL,
	"golf_course_id" integer,
	"role" smallint NOT NULL,
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in (1, 2, 4, 5, 10)),
	CONSTRAINT "user_roles_scope" CHECK (("user_roles"."role" = 4 and "user_roles"."golf_course_id" is null) or ("user_roles"."role" <> 4 and "user_roles"."golf_course_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"password_hash" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"profile_pic" varchar(500),
	"user_type_id" integer,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_course_members" ADD CONSTRAINT "golf_course_members_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_course_members" ADD CONSTRAINT "golf_course_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_type_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_unique" ON "cities" USING btree ("state_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cities_state_id" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_unique" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_code_unique" ON "countries" USING btree ("iso_code");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_types_name_unique" ON "prize_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "score_terms_name_unique" ON "score_terms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "score_terms_strokes_to_par_unique" ON "score_terms" USING btree ("strokes_to_par");--> statement-breakpoint
CREATE UNIQUE INDEX "score_terms_one_hole_in_one" ON "score_terms" USING btree ("is_hole_in_one") WHERE "score_terms"."is_hole_in_one";--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_name_unique" ON "states" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE INDEX "states_country_id" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_type_name_unique" ON "user_type" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_course_members_unique" ON "golf_course_members" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_id_unique" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_unique" ON "user_roles" USING btree ("user_id",coalesce("golf_course_id", 0),"role");--> statement-breakpoint
CREATE INDEX "user_roles_golf_course_id" ON "user_roles" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));