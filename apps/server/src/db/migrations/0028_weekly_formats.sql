ALTER TABLE "tournaments" ADD COLUMN "played_as" varchar(12);--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "minimum_drives" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_ties" varchar(10) DEFAULT 'carry_over' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_last_hole_tie" varchar(10) DEFAULT 'split' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "skins_pot_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "flights" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD COLUMN "skins" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_skins_pot_minor" CHECK ("tournaments"."skins_pot_minor" >= 0);