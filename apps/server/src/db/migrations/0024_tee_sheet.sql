CREATE TABLE "booking_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(6) NOT NULL,
	"member_id" integer,
	"guest_name" varchar(200),
	"guest_email" varchar(254),
	"active" boolean DEFAULT true NOT NULL,
	"green_fee_minor" integer,
	"member_expense_id" integer,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"no_show_at" timestamp with time zone,
	"no_show_by" integer,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	CONSTRAINT "booking_players_kind" CHECK ("booking_players"."kind" in ('member', 'guest', 'tbc')),
	CONSTRAINT "booking_players_who" CHECK (("booking_players"."kind" = 'member') = ("booking_players"."member_id" is not null) and ("booking_players"."kind" = 'guest') = ("booking_players"."guest_name" is not null)),
	CONSTRAINT "booking_players_position" CHECK ("booking_players"."position" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"days_ahead" smallint DEFAULT 7 NOT NULL,
	"opens_at" varchar(5) DEFAULT '19:00' NOT NULL,
	"member_type_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maximum_bookings_held" smallint,
	"maximum_bookings_per_day" smallint,
	"maximum_guests" smallint DEFAULT 3 NOT NULL,
	"cancel_cut_off_hours" smallint DEFAULT 24 NOT NULL,
	"no_shows" smallint DEFAULT 3 NOT NULL,
	"no_show_within_days" smallint DEFAULT 90 NOT NULL,
	"suspension_days" smallint DEFAULT 14 NOT NULL,
	"green_fee_accounts_head_id" integer,
	CONSTRAINT "booking_rules_days_ahead" CHECK ("booking_rules"."days_ahead" between 0 and 365),
	CONSTRAINT "booking_rules_guests" CHECK ("booking_rules"."maximum_guests" between 0 and 3),
	CONSTRAINT "booking_rules_no_show_rule" CHECK ("booking_rules"."no_shows" >= 1 and "booking_rules"."no_show_within_days" >= 1 and "booking_rules"."suspension_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tee_time_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"tee" smallint NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(9) DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_late" boolean,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "green_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"player" varchar(7) NOT NULL,
	"member_type_id" integer,
	"weekdays" smallint[],
	"from_time" varchar(5),
	"to_time" varchar(5),
	"amount_minor" integer NOT NULL,
	CONSTRAINT "green_fees_player" CHECK ("green_fees"."player" in ('member', 'guest', 'visitor')),
	CONSTRAINT "green_fees_amount" CHECK ("green_fees"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tee_sheet_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"date" date NOT NULL,
	"from_time" varchar(5),
	"to_time" varchar(5),
	"tee" smallint,
	"kind" varchar(13) NOT NULL,
	"reason" varchar(200) NOT NULL,
	CONSTRAINT "tee_sheet_blocks_tee" CHECK ("tee_sheet_blocks"."tee" is null or "tee_sheet_blocks"."tee" in (1, 10)),
	CONSTRAINT "tee_sheet_blocks_kind" CHECK ("tee_sheet_blocks"."kind" in ('competition', 'maintenance', 'course_closed'))
);
--> statement-breakpoint
CREATE TABLE "tee_sheet_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"season_from" varchar(5),
	"season_to" varchar(5),
	"first_start" varchar(5) NOT NULL,
	"last_start" varchar(5) NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"tees" varchar(8) DEFAULT 'one_tee' NOT NULL,
	"crossover" varchar(5),
	"capacity" smallint DEFAULT 4 NOT NULL,
	"kind" varchar(12) DEFAULT 'open' NOT NULL,
	"time_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tee_sheet_templates_capacity" CHECK ("tee_sheet_templates"."capacity" between 1 and 4),
	CONSTRAINT "tee_sheet_templates_interval" CHECK ("tee_sheet_templates"."interval_minutes" between 6 and 12),
	CONSTRAINT "tee_sheet_templates_season" CHECK (("tee_sheet_templates"."season_from" is null) = ("tee_sheet_templates"."season_to" is null))
);
--> statement-breakpoint
CREATE TABLE "tee_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"tee" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"places_taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tee_times_places" CHECK ("tee_times"."places_taken" between 0 and "tee_times"."capacity"),
	CONSTRAINT "tee_times_capacity" CHECK ("tee_times"."capacity" between 1 and 4),
	CONSTRAINT "tee_times_tee" CHECK ("tee_times"."tee" in (1, 10))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_member_expense_id_member_expences_id_fk" FOREIGN KEY ("member_expense_id") REFERENCES "public"."member_expences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_no_show_by_users_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_green_fee_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("green_fee_accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tee_time_id_tee_times_id_fk" FOREIGN KEY ("tee_time_id") REFERENCES "public"."tee_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_fees" ADD CONSTRAINT "green_fees_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_fees" ADD CONSTRAINT "green_fees_member_type_id_member_types_master_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."member_types_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_sheet_blocks" ADD CONSTRAINT "tee_sheet_blocks_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_sheet_templates" ADD CONSTRAINT "tee_sheet_templates_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_times" ADD CONSTRAINT "tee_times_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_players_booking" ON "booking_players" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_players_member_tee_time_unique" ON "booking_players" USING btree ("golf_course_id","date","time","member_id") WHERE "booking_players"."member_id" is not null and "booking_players"."active";--> statement-breakpoint
CREATE INDEX "booking_players_member_no_shows" ON "booking_players" USING btree ("golf_course_id","member_id","date") WHERE "booking_players"."no_show_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rules_golf_course_id_unique" ON "booking_rules" USING btree ("golf_course_id");--> statement-breakpoint
CREATE INDEX "bookings_golf_course_id_date" ON "bookings" USING btree ("golf_course_id","date","time","id");--> statement-breakpoint
CREATE INDEX "bookings_member" ON "bookings" USING btree ("golf_course_id","member_id","date");--> statement-breakpoint
CREATE INDEX "green_fees_golf_course_id" ON "green_fees" USING btree ("golf_course_id","id");--> statement-breakpoint
CREATE INDEX "tee_sheet_blocks_golf_course_id_date" ON "tee_sheet_blocks" USING btree ("golf_course_id","date","id");--> statement-breakpoint
CREATE INDEX "tee_sheet_templates_golf_course_id_name" ON "tee_sheet_templates" USING btree ("golf_course_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tee_times_slot_unique" ON "tee_times" USING btree ("golf_course_id","date","time","tee");--> statement-breakpoint
SELECT fairway_announce_changes('tee_sheet_templates');--> statement-breakpoint
SELECT fairway_announce_changes('tee_sheet_blocks');--> statement-breakpoint
SELECT fairway_announce_changes('booking_rules');--> statement-breakpoint
SELECT fairway_announce_changes('green_fees');--> statement-breakpoint
SELECT fairway_announce_changes('tee_times');--> statement-breakpoint
SELECT fairway_announce_changes('bookings');--> statement-breakpoint
SELECT fairway_announce_changes('booking_players');
