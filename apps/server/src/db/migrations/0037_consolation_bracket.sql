DROP INDEX "knockout_results_match";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "consolation_bracket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "knockout_draws" ADD COLUMN "consolation_round_deadlines" jsonb;--> statement-breakpoint
ALTER TABLE "knockout_results" ADD COLUMN "bracket" varchar(12) DEFAULT 'main' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_results_match" ON "knockout_results" USING btree ("tournament_id","bracket","round","match");--> statement-breakpoint
ALTER TABLE "knockout_results" ADD CONSTRAINT "knockout_results_bracket" CHECK ("knockout_results"."bracket" in ('main', 'consolation'));