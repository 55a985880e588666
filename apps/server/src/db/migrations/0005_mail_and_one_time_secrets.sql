CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "one_time_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD CONSTRAINT "one_time_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_golf_course_id" ON "mail_outbox" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_secrets_secret_hash" ON "one_time_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "one_time_secrets_user_id" ON "one_time_secrets" USING btree ("user_id");--> statement-breakpoint
-- added by hand
SELECT fairway_announce_changes('mail_outbox');--> statement-breakpoint
SELECT fairway_announce_changes('one_time_secrets');
