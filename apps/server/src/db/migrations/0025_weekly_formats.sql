ALTER TABLE "tournaments" ADD COLUMN "played_as" varchar(12);--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "minimum_drives" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_ties" varchar(10) DEFAULT 'carry_over' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_last_hole_tie" varchar(10) DEFAULT 'split' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_pot_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "flights" jsonb;--> statement-breakpoint
ALTER TABLE "player_scores" ADD COLUMN "drive_member_id" integer;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_drive_member_id_members_id_fk" FOREIGN KEY ("drive_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_skins_pot_minor" CHECK ("tournaments"."skins_pot_minor" >= 0);