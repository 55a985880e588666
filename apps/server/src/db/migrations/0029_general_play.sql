ALTER TABLE "score_records" DROP CONSTRAINT "score_records_source";--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "general_play_return_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "general_play_grace_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "score_records" ADD COLUMN "penalty_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "for_handicap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "marker_member_id" integer;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD COLUMN "attested_by" integer;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_marker_member_id_members_id_fk" FOREIGN KEY ("marker_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rounds" ADD CONSTRAINT "player_rounds_attested_by_users_id_fk" FOREIGN KEY ("attested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_rounds_marker_member_id" ON "player_rounds" USING btree ("marker_member_id") WHERE "player_rounds"."marker_member_id" is not null;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_source" CHECK ("score_records"."source" in ('tournament_round', 'individual_round', 'imported', 'penalty'));