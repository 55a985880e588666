CREATE TABLE "knockout_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"seeding" varchar(10) NOT NULL,
	"seed" integer,
	"seeds" jsonb NOT NULL,
	"slots" jsonb NOT NULL,
	"round_deadlines" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knockout_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"match" smallint NOT NULL,
	"winner_member_id" integer NOT NULL,
	"decided_by" varchar(12) NOT NULL,
	"holes_up" smallint,
	"holes_to_play" smallint,
	"extra_holes" smallint,
	"result" varchar(20) NOT NULL,
	"played_on" date,
	CONSTRAINT "knockout_results_round" CHECK ("knockout_results"."round" >= 1 and "knockout_results"."match" >= 1)
);
--> statement-breakpoint
ALTER TABLE "knockout_draws" ADD CONSTRAINT "knockout_draws_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_draws" ADD CONSTRAINT "knockout_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_results" ADD CONSTRAINT "knockout_results_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_results" ADD CONSTRAINT "knockout_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_results" ADD CONSTRAINT "knockout_results_winner_member_id_members_id_fk" FOREIGN KEY ("winner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_draws_tournament_id" ON "knockout_draws" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_results_match" ON "knockout_results" USING btree ("tournament_id","round","match");--> statement-breakpoint
CREATE INDEX "knockout_results_winner_member_id" ON "knockout_results" USING btree ("winner_member_id");--> statement-breakpoint
SELECT fairway_announce_changes('knockout_draws');--> statement-breakpoint
SELECT fairway_announce_changes('knockout_results');