CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"owner_id" integer,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "postal_code" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_id" ON "attachments" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_logo_id_attachments_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_courses_status" ON "golf_courses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "golf_courses_city_id" ON "golf_courses" USING btree ("city_id");--> statement-breakpoint
-- added by hand
SELECT fairway_announce_changes('attachments');
