ALTER TABLE "tournament_masters" ADD COLUMN "merit_points" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_masters" ADD COLUMN "merit_best_n" smallint;--> statement-breakpoint
ALTER TABLE "tournament_masters" ADD COLUMN "merit_period" varchar(20) DEFAULT 'season' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "merit_weight_percent" smallint DEFAULT 100 NOT NULL;