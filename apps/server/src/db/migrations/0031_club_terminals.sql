CREATE TABLE "club_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terminal_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"club_terminal_id" integer NOT NULL,
	"player_round_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_wrong_tries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_terminals" ADD CONSTRAINT "club_terminals_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sign_ins" ADD CONSTRAINT "terminal_sign_ins_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sign_ins" ADD CONSTRAINT "terminal_sign_ins_club_terminal_id_club_terminals_id_fk" FOREIGN KEY ("club_terminal_id") REFERENCES "public"."club_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sign_ins" ADD CONSTRAINT "terminal_sign_ins_player_round_id_player_rounds_id_fk" FOREIGN KEY ("player_round_id") REFERENCES "public"."player_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sign_ins" ADD CONSTRAINT "terminal_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_wrong_tries" ADD CONSTRAINT "terminal_wrong_tries_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_wrong_tries" ADD CONSTRAINT "terminal_wrong_tries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_terminals_token_hash_unique" ON "club_terminals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "club_terminals_golf_course_id" ON "club_terminals" USING btree ("golf_course_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_sign_ins_unique" ON "terminal_sign_ins" USING btree ("player_round_id","member_id");--> statement-breakpoint
CREATE INDEX "terminal_sign_ins_member_id" ON "terminal_sign_ins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "terminal_sign_ins_club_terminal_id" ON "terminal_sign_ins" USING btree ("club_terminal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_wrong_tries_unique" ON "terminal_wrong_tries" USING btree ("golf_course_id","member_id");--> statement-breakpoint
SELECT fairway_announce_changes('club_terminals');--> statement-breakpoint
SELECT fairway_announce_changes('terminal_sign_ins');--> statement-breakpoint
SELECT fairway_announce_changes('terminal_wrong_tries');
