CREATE TABLE "contest_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"distance_millimetres" integer,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_metres" numeric(6, 1),
	"client_key" uuid NOT NULL,
	"measured_by_user_id" integer,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_measurements_distance" CHECK ("contest_measurements"."distance_millimetres" >= 0),
	CONSTRAINT "contest_measurements_latitude" CHECK ("contest_measurements"."latitude" between -90 and 90),
	CONSTRAINT "contest_measurements_longitude" CHECK ("contest_measurements"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"hole_number" smallint NOT NULL,
	"gender" varchar(1),
	"category" varchar(50) DEFAULT '' NOT NULL,
	"unit" varchar(15) NOT NULL,
	"prize_type_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "contests_kind" CHECK ("contests"."kind" in ('longest_drive', 'nearest_to_pin', 'nearest_to_centre')),
	CONSTRAINT "contests_unit" CHECK ("contests"."unit" in ('metres', 'yards', 'feet_and_inches')),
	CONSTRAINT "contests_hole_number" CHECK ("contests"."hole_number" between 1 and 36)
);
--> statement-breakpoint
ALTER TABLE "contest_measurements" ADD CONSTRAINT "contest_measurements_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_measurements" ADD CONSTRAINT "contest_measurements_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_measurements" ADD CONSTRAINT "contest_measurements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_measurements" ADD CONSTRAINT "contest_measurements_measured_by_user_id_users_id_fk" FOREIGN KEY ("measured_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_prize_type_id_prize_types_id_fk" FOREIGN KEY ("prize_type_id") REFERENCES "public"."prize_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_measurements_client_key" ON "contest_measurements" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "contest_measurements_contest_id_member_id" ON "contest_measurements" USING btree ("contest_id","member_id");--> statement-breakpoint
CREATE INDEX "contests_player_round_id" ON "contests" USING btree ("player_round_id");--> statement-breakpoint
CREATE INDEX "contests_golf_course_id_kind" ON "contests" USING btree ("golf_course_id","kind");--> statement-breakpoint
-- Hand-written: the contests and their measurements are announced on the change channel like every table.
SELECT fairway_announce_changes('contests');--> statement-breakpoint
SELECT fairway_announce_changes('contest_measurements');
