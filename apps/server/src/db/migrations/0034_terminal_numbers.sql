ALTER TABLE "terminal_wrong_tries" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "terminal_wrong_tries" ADD COLUMN "club_terminal_id" integer;--> statement-breakpoint
ALTER TABLE "terminal_wrong_tries" ADD CONSTRAINT "terminal_wrong_tries_club_terminal_id_club_terminals_id_fk" FOREIGN KEY ("club_terminal_id") REFERENCES "public"."club_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_wrong_tries_terminal_unique" ON "terminal_wrong_tries" USING btree ("club_terminal_id");--> statement-breakpoint
ALTER TABLE "terminal_wrong_tries" ADD CONSTRAINT "terminal_wrong_tries_one_counted" CHECK (num_nonnulls("terminal_wrong_tries"."member_id", "terminal_wrong_tries"."club_terminal_id") = 1);