DROP INDEX "tournament_results_current";--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "paper_size" varchar(6) DEFAULT 'A4' NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "prizes_per_player" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_current" ON "tournament_results" USING btree ("tournament_id","published") WHERE "tournament_results"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_paper_size" CHECK ("golf_courses"."paper_size" in ('A4', 'letter'));--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_prizes_per_player" CHECK ("golf_courses"."prizes_per_player" between 1 and 10);