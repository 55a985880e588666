CREATE TABLE "ballot_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"ballot_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"others" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_time" varchar(5) NOT NULL,
	"to_time" varchar(5) NOT NULL,
	"outcome" varchar(17),
	"draw_order" smallint,
	"weight" double precision,
	"slots_it_could_take" jsonb,
	"time" varchar(5),
	"tee" smallint,
	"booking_id" integer,
	"explanation" varchar(1000),
	CONSTRAINT "ballot_entries_window" CHECK ("ballot_entries"."from_time" <= "ballot_entries"."to_time"),
	CONSTRAINT "ballot_entries_outcome" CHECK ("ballot_entries"."outcome" is null or "ballot_entries"."outcome" in ('placed', 'no_slot_in_window', 'slots_taken')),
	CONSTRAINT "ballot_entries_placed" CHECK (("ballot_entries"."outcome" = 'placed') = ("ballot_entries"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ballot_entry_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"ballot_id" integer NOT NULL,
	"ballot_entry_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"date" date NOT NULL,
	"from_time" varchar(5) NOT NULL,
	"to_time" varchar(5) NOT NULL,
	"closes_at" varchar(16) NOT NULL,
	"status" varchar(5) DEFAULT 'open' NOT NULL,
	"seed" integer,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "ballots_status" CHECK ("ballots"."status" in ('open', 'drawn')),
	CONSTRAINT "ballots_window" CHECK ("ballots"."from_time" <= "ballots"."to_time"),
	CONSTRAINT "ballots_drawn" CHECK (("ballots"."status" = 'drawn') = ("ballots"."seed" is not null and "ballots"."drawn_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"from_time" varchar(5) NOT NULL,
	"to_time" varchar(5) NOT NULL,
	"others" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"places" smallint NOT NULL,
	"ballot_entry_id" integer,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"offered_time" varchar(5),
	"offered_tee" smallint,
	"offered_at" timestamp with time zone,
	"offer_held_until" timestamp with time zone,
	"booking_id" integer,
	CONSTRAINT "waiting_list_status" CHECK ("waiting_list"."status" in ('waiting', 'offered', 'accepted', 'declined', 'expired')),
	CONSTRAINT "waiting_list_window" CHECK ("waiting_list"."from_time" <= "waiting_list"."to_time"),
	CONSTRAINT "waiting_list_places" CHECK ("waiting_list"."places" between 1 and 4),
	CONSTRAINT "waiting_list_offered" CHECK ("waiting_list"."status" <> 'offered' or ("waiting_list"."offer_held_until" is not null and "waiting_list"."offered_time" is not null and "waiting_list"."offered_tee" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "ballot_losses_within_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "waiting_list_hold_minutes" smallint DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_ballot_id_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entry_members" ADD CONSTRAINT "ballot_entry_members_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entry_members" ADD CONSTRAINT "ballot_entry_members_ballot_id_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entry_members" ADD CONSTRAINT "ballot_entry_members_ballot_entry_id_ballot_entries_id_fk" FOREIGN KEY ("ballot_entry_id") REFERENCES "public"."ballot_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entry_members" ADD CONSTRAINT "ballot_entry_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_ballot_entry_id_ballot_entries_id_fk" FOREIGN KEY ("ballot_entry_id") REFERENCES "public"."ballot_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballot_entries_ballot" ON "ballot_entries" USING btree ("golf_course_id","ballot_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_entry_members_once" ON "ballot_entry_members" USING btree ("ballot_id","member_id");--> statement-breakpoint
CREATE INDEX "ballot_entry_members_member" ON "ballot_entry_members" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE INDEX "ballot_entry_members_entry" ON "ballot_entry_members" USING btree ("ballot_entry_id");--> statement-breakpoint
CREATE INDEX "ballots_golf_course_id_date" ON "ballots" USING btree ("golf_course_id","date","id");--> statement-breakpoint
CREATE INDEX "ballots_open_closes_at" ON "ballots" USING btree ("closes_at") WHERE "ballots"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waiting_list_golf_course_id_date" ON "waiting_list" USING btree ("golf_course_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_member_day_once" ON "waiting_list" USING btree ("golf_course_id","member_id","date") WHERE "waiting_list"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_offers_held" ON "waiting_list" USING btree ("offer_held_until") WHERE "waiting_list"."status" = 'offered';--> statement-breakpoint
SELECT fairway_announce_changes('ballots');--> statement-breakpoint
SELECT fairway_announce_changes('ballot_entries');--> statement-breakpoint
SELECT fairway_announce_changes('ballot_entry_members');--> statement-breakpoint
SELECT fairway_announce_changes('waiting_list');
