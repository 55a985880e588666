CREATE TABLE "competition_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"preferred_start" varchar(6),
	"status" varchar(10) DEFAULT 'entered' NOT NULL,
	"tournament_member_id" integer,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"member_expense_id" integer,
	"fee_reversed" boolean DEFAULT false NOT NULL,
	"offered_until" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	CONSTRAINT "competition_entries_fee" CHECK ("competition_entries"."fee_minor" >= 0),
	CONSTRAINT "competition_entries_offer" CHECK (("competition_entries"."status" = 'offered') = ("competition_entries"."offered_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "tournament_entry_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"entries_open_at" timestamp with time zone NOT NULL,
	"member_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gender" varchar(1),
	"minimum_handicap_index" numeric(4, 1),
	"maximum_handicap_index" numeric(4, 1),
	"categories" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL,
	"guests_allowed" boolean DEFAULT false NOT NULL,
	"other_clubs_allowed" boolean DEFAULT false NOT NULL,
	"member_type_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_fee_minor" integer DEFAULT 0 NOT NULL,
	"accounts_head_id" integer,
	"waiting_list" boolean DEFAULT true NOT NULL,
	"freed_place" varchar(8) DEFAULT 'at_once' NOT NULL,
	"offer_hours" smallint DEFAULT 24 NOT NULL,
	CONSTRAINT "tournament_entry_rules_index_range" CHECK ("tournament_entry_rules"."minimum_handicap_index" is null or "tournament_entry_rules"."maximum_handicap_index" is null or "tournament_entry_rules"."minimum_handicap_index" <= "tournament_entry_rules"."maximum_handicap_index"),
	CONSTRAINT "tournament_entry_rules_offer_hours" CHECK ("tournament_entry_rules"."offer_hours" between 1 and 168),
	CONSTRAINT "tournament_entry_rules_guest_fee" CHECK ("tournament_entry_rules"."guest_fee_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_tournament_member_id_tournament_members_id_fk" FOREIGN KEY ("tournament_member_id") REFERENCES "public"."tournament_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_member_expense_id_member_expences_id_fk" FOREIGN KEY ("member_expense_id") REFERENCES "public"."member_expences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_rules" ADD CONSTRAINT "tournament_entry_rules_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_rules" ADD CONSTRAINT "tournament_entry_rules_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_rules" ADD CONSTRAINT "tournament_entry_rules_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_standing_unique" ON "competition_entries" USING btree ("tournament_id","member_id") WHERE "competition_entries"."status" in ('entered', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "competition_entries_tournament_status" ON "competition_entries" USING btree ("tournament_id","status","id");--> statement-breakpoint
CREATE INDEX "competition_entries_member" ON "competition_entries" USING btree ("golf_course_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entry_rules_tournament_unique" ON "tournament_entry_rules" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_entry_rules_golf_course_id" ON "tournament_entry_rules" USING btree ("golf_course_id","entries_open_at","id");--> statement-breakpoint
SELECT fairway_announce_changes('tournament_entry_rules');--> statement-breakpoint
SELECT fairway_announce_changes('competition_entries');
