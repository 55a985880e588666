CREATE TABLE "player_round_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"player_round_group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_round_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"tee_time" varchar(5),
	"starting_hole" smallint DEFAULT 1 NOT NULL,
	"starting_hole_suffix" varchar(1) DEFAULT '' NOT NULL,
	"scorer_user_id" integer,
	CONSTRAINT "player_round_groups_starting_hole" CHECK ("player_round_groups"."starting_hole" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "player_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer,
	"round_number" smallint DEFAULT 1 NOT NULL,
	"play_date" date NOT NULL,
	"player_round_section_id" integer,
	"start_type" varchar(10) DEFAULT 'tee_times' NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_format" varchar(30) DEFAULT 'stroke_play' NOT NULL,
	"event_manager_id" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"hole_category_id" integer,
	"handicap_index" numeric(4, 1),
	"course_rating" numeric(4, 1),
	"slope_rating" smallint,
	"rated_par" smallint,
	"course_handicap" smallint,
	"playing_handicap" smallint,
	"category" varchar(50) DEFAULT '' NOT NULL,
	"team_id" integer,
	"status" varchar(15) DEFAULT 'entered' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"visibility" varchar(12) DEFAULT 'organisers' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"prize_type_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"category" varchar(50) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"value_minor" integer DEFAULT 0 NOT NULL,
	"winner_member_id" integer,
	"winner_team_id" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"captain_member_id" integer,
	"colour" varchar(7) DEFAULT '#1565c0' NOT NULL,
	"side" varchar(1)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_master_id" integer,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rounds_count" smallint DEFAULT 1 NOT NULL,
	"holes" smallint DEFAULT 18 NOT NULL,
	"nine" varchar(5),
	"format" varchar(30) NOT NULL,
	"scoring_basis" varchar(5) DEFAULT 'net' NOT NULL,
	"handicap_allowance" smallint NOT NULL,
	"men_hole_category_id" integer,
	"women_hole_category_id" integer,
	"max_handicap" smallint,
	"entry_fee_minor" integer DEFAULT 0 NOT NULL,
	"field_limit" smallint,
	"entries_close_at" timestamp with time zone,
	"team_size" smallint,
	"team_best_n" smallint,
	"countback_method" varchar(20) DEFAULT 'last_holes_of_card' NOT NULL,
	"countback_fractions" varchar(15) DEFAULT 'exact' NOT NULL,
	"leaderboard_visibility" varchar(10) DEFAULT 'members' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	CONSTRAINT "tournaments_dates" CHECK ("tournaments"."end_date" >= "tournaments"."start_date"),
	CONSTRAINT "tournaments_allowance" CHECK ("tournaments"."handicap_allowance" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "player_round_group_members" ADD CONSTRAINT "player_round_group_members_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_group_members" ADD CONSTRAINT "player_round_group_members_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_group_members" ADD CONSTRAINT "player_round_group_members_player_round_group_id_player_round_groups_id_fk" FOREIGN KEY ("player_round_group_id") REFERENCES "public"."player_round_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_group_members" ADD CONSTRAINT "player_round_group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_groups" ADD CONSTRAINT "player_round_groups_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_groups" ADD CONSTRAINT "player_round_groups_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_groups" ADD CONSTRAINT "player_round_groups_scorer_user_id_users_id_fk" FOREIGN KEY ("scorer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_player_round_section_id_player_round_section_id_fk" FOREIGN KEY ("player_round_section_id") REFERENCES "public"."player_round_section"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_masters" ADD CONSTRAINT "tournament_masters_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_masters" ADD CONSTRAINT "tournament_masters_event_manager_id_event_manager_id_fk" FOREIGN KEY ("event_manager_id") REFERENCES "public"."event_manager"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_notes" ADD CONSTRAINT "tournament_notes_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_notes" ADD CONSTRAINT "tournament_notes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_prize_type_id_prize_types_id_fk" FOREIGN KEY ("prize_type_id") REFERENCES "public"."prize_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_winner_member_id_members_id_fk" FOREIGN KEY ("winner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_winner_team_id_tournament_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_captain_member_id_members_id_fk" FOREIGN KEY ("captain_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tournament_master_id_tournament_masters_id_fk" FOREIGN KEY ("tournament_master_id") REFERENCES "public"."tournament_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_men_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("men_hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_women_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("women_hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_round_group_members_unique" ON "player_round_group_members" USING btree ("player_round_id","member_id");--> statement-breakpoint
CREATE INDEX "player_round_group_members_group_id" ON "player_round_group_members" USING btree ("player_round_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_round_groups_number_unique" ON "player_round_groups" USING btree ("player_round_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "player_rounds_round_number_unique" ON "player_rounds" USING btree ("tournament_id","round_number");--> statement-breakpoint
CREATE INDEX "player_rounds_golf_course_id_status" ON "player_rounds" USING btree ("golf_course_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_masters_name_unique" ON "tournament_masters" USING btree ("golf_course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tournament_masters_event_manager_id" ON "tournament_masters" USING btree ("event_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_members_unique" ON "tournament_members" USING btree ("tournament_id","member_id");--> statement-breakpoint
CREATE INDEX "tournament_members_member_id" ON "tournament_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "tournament_members_team_id" ON "tournament_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_notes_tournament_id" ON "tournament_notes" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_prizes_tournament_id" ON "tournament_prizes" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_teams_name_unique" ON "tournament_teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tournaments_golf_course_id_start_date" ON "tournaments" USING btree ("golf_course_id","start_date");--> statement-breakpoint
CREATE INDEX "tournaments_tournament_master_id" ON "tournaments" USING btree ("tournament_master_id");--> statement-breakpoint
SELECT fairway_announce_changes('tournament_masters');--> statement-breakpoint
SELECT fairway_announce_changes('tournaments');--> statement-breakpoint
SELECT fairway_announce_changes('tournament_members');--> statement-breakpoint
SELECT fairway_announce_changes('tournament_teams');--> statement-breakpoint
SELECT fairway_announce_changes('tournament_prizes');--> statement-breakpoint
SELECT fairway_announce_changes('tournament_notes');--> statement-breakpoint
SELECT fairway_announce_changes('player_rounds');--> statement-breakpoint
SELECT fairway_announce_changes('player_round_groups');--> statement-breakpoint
SELECT fairway_announce_changes('player_round_group_members');