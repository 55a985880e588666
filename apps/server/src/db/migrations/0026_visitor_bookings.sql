CREATE TABLE "visitor_bookings" (
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
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"handicap_index" numeric(3, 1) NOT NULL,
	"players" smallint NOT NULL,
	"status" varchar(9) DEFAULT 'held' NOT NULL,
	"code_hash" varchar(64),
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"green_fee_minor" integer NOT NULL,
	CONSTRAINT "visitor_bookings_status" CHECK ("visitor_bookings"."status" in ('held', 'confirmed', 'expired')),
	CONSTRAINT "visitor_bookings_players" CHECK ("visitor_bookings"."players" between 1 and 4),
	CONSTRAINT "visitor_bookings_tee" CHECK ("visitor_bookings"."tee" in (1, 10)),
	CONSTRAINT "visitor_bookings_green_fee" CHECK ("visitor_bookings"."green_fee_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visitor_bookings" ADD CONSTRAINT "visitor_bookings_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_bookings" ADD CONSTRAINT "visitor_bookings_tee_time_id_tee_times_id_fk" FOREIGN KEY ("tee_time_id") REFERENCES "public"."tee_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_bookings_golf_course_id_date" ON "visitor_bookings" USING btree ("golf_course_id","date","time","id");--> statement-breakpoint
CREATE INDEX "visitor_bookings_held" ON "visitor_bookings" USING btree ("tee_time_id") WHERE "visitor_bookings"."status" = 'held';--> statement-breakpoint
SELECT fairway_announce_changes('visitor_bookings');