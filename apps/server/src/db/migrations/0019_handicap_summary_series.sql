ALTER TABLE "member_handicap_summaries" ADD COLUMN "index_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_handicap_summaries" ADD COLUMN "differentials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every summary worked out again at its next read, so that each golfer's row carries the two series (decision 0085).
UPDATE "member_handicap_summaries" SET "computed_on" = NULL;
