CREATE TABLE "match_presses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_round_group_id" integer NOT NULL,
	"span" varchar(7) NOT NULL,
	"after_hole" smallint NOT NULL,
	"side" varchar(1) NOT NULL,
	CONSTRAINT "match_presses_span" CHECK ("match_presses"."span" in ('front', 'back', 'overall')),
	CONSTRAINT "match_presses_side" CHECK ("match_presses"."side" in ('A', 'B'))
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "press_when_down" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_presses" ADD CONSTRAINT "match_presses_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_presses" ADD CONSTRAINT "match_presses_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_presses" ADD CONSTRAINT "match_presses_player_round_group_id_player_round_groups_id_fk" FOREIGN KEY ("player_round_group_id") REFERENCES "public"."player_round_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_presses_unique" ON "match_presses" USING btree ("player_round_group_id","span","after_hole");--> statement-breakpoint
CREATE INDEX "match_presses_tournament_id" ON "match_presses" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_press_when_down" CHECK ("tournaments"."press_when_down" between 1 and 9);--> statement-breakpoint
-- Hand-written: a match's presses are announced on the change channel like every table.
SELECT fairway_announce_changes('match_presses');