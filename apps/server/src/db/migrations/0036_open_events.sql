DROP INDEX "competition_entries_standing_unique";--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "home_golf_course_id" integer;--> statement-breakpoint
ALTER TABLE "tournament_entry_rules" ADD COLUMN "other_clubs_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_home_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("home_golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_entries_home_member" ON "competition_entries" USING btree ("home_golf_course_id","member_id","id") WHERE "competition_entries"."home_golf_course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_standing_unique" ON "competition_entries" USING btree ("tournament_id","member_id") WHERE "competition_entries"."status" in ('entered', 'waiting', 'offered', 'awaiting');