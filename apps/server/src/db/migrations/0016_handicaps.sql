CREATE TABLE "playing_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"played_on" date NOT NULL,
	"pcc" numeric(2, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "playing_conditions_pcc" CHECK ("playing_conditions"."pcc" between -1 and 3)
);
--> statement-breakpoint
CREATE TABLE "score_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_round_id" integer,
	"source" varchar(16) NOT NULL,
	"played_on" date NOT NULL,
	"course_name" varchar(200) DEFAULT '' NOT NULL,
	"hole_category_id" integer,
	"tee_name" varchar(100) DEFAULT '' NOT NULL,
	"holes" smallint NOT NULL,
	"course_rating" numeric(4, 1),
	"slope_rating" smallint,
	"par" smallint,
	"course_handicap" smallint,
	"gross_score" smallint,
	"adjusted_gross_score" smallint,
	"holes_estimated" smallint DEFAULT 0 NOT NULL,
	"pcc" numeric(2, 1) DEFAULT 0 NOT NULL,
	"score_differential" numeric(4, 1) NOT NULL,
	"unrounded_differential" double precision NOT NULL,
	"hole_pars" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hole_strokes" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"counted_differential" numeric(4, 1),
	"paired_with_id" integer,
	"exceptional_reduction" smallint DEFAULT 0 NOT NULL,
	"esr_adjustment" smallint DEFAULT 0 NOT NULL,
	"counting" boolean DEFAULT false NOT NULL,
	"handicap_index_after" numeric(3, 1),
	"cap_applied" varchar(4),
	CONSTRAINT "score_records_source" CHECK ("score_records"."source" in ('tournament_round', 'individual_round', 'imported')),
	CONSTRAINT "score_records_holes" CHECK ("score_records"."holes" in (9, 18)),
	CONSTRAINT "score_records_slope_rating" CHECK ("score_records"."slope_rating" between 55 and 155),
	CONSTRAINT "score_records_pcc" CHECK ("score_records"."pcc" between -1 and 3),
	CONSTRAINT "score_records_exceptional_reduction" CHECK ("score_records"."exceptional_reduction" between 0 and 2),
	CONSTRAINT "score_records_cap_applied" CHECK ("score_records"."cap_applied" is null or "score_records"."cap_applied" in ('soft', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "playing_conditions" ADD CONSTRAINT "playing_conditions_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playing_conditions_day_unique" ON "playing_conditions" USING btree ("golf_course_id","played_on");--> statement-breakpoint
CREATE INDEX "score_records_member_played_on" ON "score_records" USING btree ("member_id","played_on","id");--> statement-breakpoint
CREATE INDEX "score_records_golf_course_played_on" ON "score_records" USING btree ("golf_course_id","played_on");--> statement-breakpoint
CREATE UNIQUE INDEX "score_records_round_member_unique" ON "score_records" USING btree ("player_round_id","member_id") WHERE "score_records"."player_round_id" is not null;--> statement-breakpoint
-- Hand-written: the score records and the playing conditions are announced on the change channel like every table.
SELECT fairway_announce_changes('score_records');--> statement-breakpoint
SELECT fairway_announce_changes('playing_conditions');
