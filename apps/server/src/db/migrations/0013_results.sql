CREATE TABLE "peoria_india_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"up_to" smallint NOT NULL,
	"cap" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_peoria_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"method" varchar(30) NOT NULL,
	"seed" integer NOT NULL,
	"hidden_holes" smallint[] NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_by" integer,
	"reset_at" timestamp with time zone,
	"reset_by" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"format" varchar(30) NOT NULL,
	"basis" varchar(10) NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calculated_by" integer,
	"categories" jsonb NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"peoria_draw_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"replaced_at" timestamp with time zone,
	"replaced_by" integer
);
--> statement-breakpoint
ALTER TABLE "peoria_india_bands" ADD CONSTRAINT "peoria_india_bands_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_peoria_draws" ADD CONSTRAINT "tournament_peoria_draws_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_peoria_draws" ADD CONSTRAINT "tournament_peoria_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_peoria_draws" ADD CONSTRAINT "tournament_peoria_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_peoria_draws" ADD CONSTRAINT "tournament_peoria_draws_reset_by_users_id_fk" FOREIGN KEY ("reset_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_peoria_draw_id_tournament_peoria_draws_id_fk" FOREIGN KEY ("peoria_draw_id") REFERENCES "public"."tournament_peoria_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peoria_india_bands_up_to_unique" ON "peoria_india_bands" USING btree ("golf_course_id","up_to");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_peoria_draws_current" ON "tournament_peoria_draws" USING btree ("tournament_id") WHERE "tournament_peoria_draws"."reset_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_current" ON "tournament_results" USING btree ("tournament_id") WHERE "tournament_results"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "tournament_results_tournament_id" ON "tournament_results" USING btree ("tournament_id","calculated_at");--> statement-breakpoint
SELECT fairway_announce_changes('tournament_results');--> statement-breakpoint
SELECT fairway_announce_changes('tournament_peoria_draws');--> statement-breakpoint
SELECT fairway_announce_changes('peoria_india_bands');
