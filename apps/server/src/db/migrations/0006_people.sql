CREATE TABLE "event_manager_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"event_manager_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_manager" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organisation" varchar(100) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'home' NOT NULL,
	"line1" varchar(200) NOT NULL,
	"line2" varchar(200) DEFAULT '' NOT NULL,
	"city_id" integer,
	"state_id" integer,
	"country_id" integer,
	"postal_code" varchar(20) DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_addresses_kind" CHECK ("member_addresses"."kind" in ('home', 'office', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "member_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"contact_type_id" integer NOT NULL,
	"value" varchar(254) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_indexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"effective_on" date NOT NULL,
	"handicap_index" numeric(3, 1) NOT NULL,
	"source" varchar(12) DEFAULT 'manual' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "member_indexes_handicap_index" CHECK ("member_indexes"."handicap_index" between -10 and 54),
	CONSTRAINT "member_indexes_source" CHECK ("member_indexes"."source" in ('calculated', 'manual', 'federation'))
);
--> statement-breakpoint
CREATE TABLE "user_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"golf_course_id" integer NOT NULL,
	"kind" varchar(12) DEFAULT 'registration' NOT NULL,
	"user_id" integer,
	"member_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"gender" varchar(1),
	"date_of_birth" date,
	"declared_handicap_index" numeric(3, 1),
	"is_guest" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'unverified' NOT NULL,
	"otp_hash" varchar(64),
	"otp_expires_at" timestamp with time zone,
	"otp_attempts" smallint DEFAULT 0 NOT NULL,
	"otp_sent_at" timestamp with time zone,
	"otp_sends" smallint DEFAULT 0 NOT NULL,
	"otp_sends_since" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "user_registration_kind" CHECK ("user_registration"."kind" in ('registration', 'join')),
	CONSTRAINT "user_registration_status" CHECK ("user_registration"."status" in ('unverified', 'unapproved', 'approved', 'rejected')),
	CONSTRAINT "user_registration_gender" CHECK ("user_registration"."gender" is null or "user_registration"."gender" in ('M', 'F')),
	CONSTRAINT "user_registration_declared_handicap_index" CHECK ("user_registration"."declared_handicap_index" between -10 and 54)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "federation_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "handicap_index" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "low_handicap_index" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD COLUMN "new_email" varchar(254);--> statement-breakpoint
ALTER TABLE "event_manager_members" ADD CONSTRAINT "event_manager_members_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manager_members" ADD CONSTRAINT "event_manager_members_event_manager_id_event_manager_id_fk" FOREIGN KEY ("event_manager_id") REFERENCES "public"."event_manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manager_members" ADD CONSTRAINT "event_manager_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manager" ADD CONSTRAINT "event_manager_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manager" ADD CONSTRAINT "event_manager_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_contacts" ADD CONSTRAINT "member_contacts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_contacts" ADD CONSTRAINT "member_contacts_contact_type_id_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_indexes" ADD CONSTRAINT "member_indexes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration" ADD CONSTRAINT "user_registration_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration" ADD CONSTRAINT "user_registration_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration" ADD CONSTRAINT "user_registration_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registration" ADD CONSTRAINT "user_registration_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_manager_members_unique" ON "event_manager_members" USING btree ("event_manager_id","member_id");--> statement-breakpoint
CREATE INDEX "event_manager_members_member_id" ON "event_manager_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_manager_members_golf_course_id" ON "event_manager_members" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_manager_unique" ON "event_manager" USING btree ("golf_course_id","user_id");--> statement-breakpoint
CREATE INDEX "event_manager_user_id" ON "event_manager" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_types_name_unique" ON "contact_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "member_addresses_member_id" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_contacts_member_id" ON "member_contacts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_contacts_contact_type_id" ON "member_contacts" USING btree ("contact_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_indexes_effective_on_unique" ON "member_indexes" USING btree ("member_id","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "user_registration_uid_unique" ON "user_registration" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "user_registration_email_unique" ON "user_registration" USING btree ("golf_course_id",lower("email")) WHERE "user_registration"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "user_registration_status" ON "user_registration" USING btree ("golf_course_id","status");--> statement-breakpoint
CREATE INDEX "user_registration_user_id" ON "user_registration" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_photo_id_attachments_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golf_course_members_membership_number_unique" ON "golf_course_members" USING btree ("golf_course_id",lower("membership_number")) WHERE "golf_course_members"."membership_number" <> '';--> statement-breakpoint
CREATE INDEX "golf_course_members_member_id" ON "golf_course_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_email" ON "members" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_handicap_index" CHECK ("members"."handicap_index" between -10 and 54);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_low_handicap_index" CHECK ("members"."low_handicap_index" between -10 and 54);--> statement-breakpoint
-- added by hand
SELECT fairway_announce_changes('member_addresses');--> statement-breakpoint
SELECT fairway_announce_changes('contact_types');--> statement-breakpoint
SELECT fairway_announce_changes('member_contacts');--> statement-breakpoint
SELECT fairway_announce_changes('member_indexes');--> statement-breakpoint
SELECT fairway_announce_changes('user_registration');--> statement-breakpoint
SELECT fairway_announce_changes('event_manager');--> statement-breakpoint
SELECT fairway_announce_changes('event_manager_members');
