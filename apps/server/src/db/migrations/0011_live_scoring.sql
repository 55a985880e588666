CREATE TABLE "leaderboard_versions" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_round_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"marker_user_id" integer,
	"marker_signed_at" timestamp with time zone,
	"player_attested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_score_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"hole_number" smallint NOT NULL,
	"strokes_before" smallint,
	"strokes" smallint,
	"version" integer NOT NULL,
	"client_key" uuid,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"hole_number" smallint NOT NULL,
	"strokes" smallint,
	"version" integer DEFAULT 1 NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_scores_strokes" CHECK ("player_scores"."strokes" between 1 and 20),
	CONSTRAINT "player_scores_hole_number" CHECK ("player_scores"."hole_number" between 1 and 36)
);
--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "hole_category_id" integer;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "holes" smallint;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "nine" varchar(5);--> statement-breakpoint
ALTER TABLE "leaderboard_versions" ADD CONSTRAINT "leaderboard_versions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_versions" ADD CONSTRAINT "leaderboard_versions_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_cards" ADD CONSTRAINT "player_round_cards_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_cards" ADD CONSTRAINT "player_round_cards_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_cards" ADD CONSTRAINT "player_round_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_cards" ADD CONSTRAINT "player_round_cards_marker_user_id_users_id_fk" FOREIGN KEY ("marker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_changes" ADD CONSTRAINT "player_score_changes_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_changes" ADD CONSTRAINT "player_score_changes_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_changes" ADD CONSTRAINT "player_score_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_changes" ADD CONSTRAINT "player_score_changes_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_round_cards_unique" ON "player_round_cards" USING btree ("player_round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_score_changes_client_key" ON "player_score_changes" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "player_score_changes_score" ON "player_score_changes" USING btree ("player_round_id","member_id","hole_number");--> statement-breakpoint
CREATE UNIQUE INDEX "player_scores_unique" ON "player_scores" USING btree ("player_round_id","member_id","hole_number");--> statement-breakpoint
CREATE INDEX "player_scores_member_id" ON "player_scores" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_hole_category_id_hole_categories_id_fk" FOREIGN KEY ("hole_category_id") REFERENCES "public"."hole_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_rounds_member_id" ON "player_rounds" USING btree ("member_id");
