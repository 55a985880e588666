CREATE TABLE "accounts_head" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "accounts_head_kind" CHECK ("accounts_head"."kind" in ('charge', 'payment', 'adjustment')),
	CONSTRAINT "accounts_head_tax_rate_bp" CHECK ("accounts_head"."tax_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "member_bill_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"month" date NOT NULL,
	"members_count" integer NOT NULL,
	"total_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"operation" varchar(40) NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"debit_minor" bigint DEFAULT 0 NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"document" varchar(16) NOT NULL,
	"document_id" integer NOT NULL,
	"description" varchar(300) NOT NULL,
	"reversal_of" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ledger_entries_amounts" CHECK ("ledger_entries"."debit_minor" >= 0 and "ledger_entries"."credit_minor" >= 0),
	CONSTRAINT "ledger_entries_document" CHECK ("ledger_entries"."document" in ('expense', 'payment', 'opening_balance', 'bill'))
);
--> statement-breakpoint
CREATE TABLE "locker_type_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"locker_type_id" integer NOT NULL,
	"member_type_id" integer NOT NULL,
	"accounts_head_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"frequency" varchar(12) NOT NULL,
	CONSTRAINT "locker_type_charges_frequency" CHECK ("locker_type_charges"."frequency" in ('monthly', 'quarterly', 'half_yearly', 'yearly')),
	CONSTRAINT "locker_type_charges_amount" CHECK ("locker_type_charges"."amount_minor" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "locker_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locker_master" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"locker_type_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'available' NOT NULL,
	CONSTRAINT "locker_master_status" CHECK ("locker_master"."status" in ('available', 'assigned', 'out_of_service'))
);
--> statement-breakpoint
CREATE TABLE "member_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"golf_course_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"accounts_head_id" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"source" varchar(12) NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"bill_run_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"month" date NOT NULL,
	"total_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_expences" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"accounts_head_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(6) DEFAULT 'posted' NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" varchar(500),
	CONSTRAINT "member_expences_amount" CHECK ("member_expences"."amount_minor" between 1 and 1000000000000),
	CONSTRAINT "member_expences_status" CHECK ("member_expences"."status" in ('posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "member_locker" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"locker_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	CONSTRAINT "member_locker_dates" CHECK ("member_locker"."to_date" is null or "member_locker"."to_date" >= "member_locker"."from_date")
);
--> statement-breakpoint
CREATE TABLE "member_opening_balance" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"as_of_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" varchar(6) DEFAULT 'posted' NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" varchar(500),
	CONSTRAINT "member_opening_balance_amount" CHECK ("member_opening_balance"."amount_minor" between -1000000000000 and 1000000000000),
	CONSTRAINT "member_opening_balance_status" CHECK ("member_opening_balance"."status" in ('posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "member_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"mode" varchar(14) NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(6) DEFAULT 'posted' NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" varchar(500),
	CONSTRAINT "member_payment_amount" CHECK ("member_payment"."amount_minor" between 1 and 1000000000000),
	CONSTRAINT "member_payment_mode" CHECK ("member_payment"."mode" in ('cash', 'card', 'upi', 'cheque', 'bank_transfer')),
	CONSTRAINT "member_payment_status" CHECK ("member_payment"."status" in ('posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "member_types_head_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_type_id" integer NOT NULL,
	"accounts_head_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"frequency" varchar(12) NOT NULL,
	"prorate_joins" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_types_head_mapping_frequency" CHECK ("member_types_head_mapping"."frequency" in ('monthly', 'quarterly', 'half_yearly', 'yearly')),
	CONSTRAINT "member_types_head_mapping_amount" CHECK ("member_types_head_mapping"."amount_minor" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "member_types_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"member_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	CONSTRAINT "member_types_mapping_dates" CHECK ("member_types_mapping"."to_date" is null or "member_types_mapping"."to_date" >= "member_types_mapping"."from_date")
);
--> statement-breakpoint
CREATE TABLE "member_types_master" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"golf_course_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts_head" ADD CONSTRAINT "accounts_head_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bill_runs" ADD CONSTRAINT "member_bill_runs_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_idempotency_keys" ADD CONSTRAINT "billing_idempotency_keys_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_of_ledger_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_type_charges" ADD CONSTRAINT "locker_type_charges_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_type_charges" ADD CONSTRAINT "locker_type_charges_locker_type_id_locker_type_id_fk" FOREIGN KEY ("locker_type_id") REFERENCES "public"."locker_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_type_charges" ADD CONSTRAINT "locker_type_charges_member_type_id_member_types_master_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."member_types_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_type_charges" ADD CONSTRAINT "locker_type_charges_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_type" ADD CONSTRAINT "locker_type_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_master" ADD CONSTRAINT "locker_master_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_master" ADD CONSTRAINT "locker_master_locker_type_id_locker_type_id_fk" FOREIGN KEY ("locker_type_id") REFERENCES "public"."locker_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bill_lines" ADD CONSTRAINT "member_bill_lines_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bill_lines" ADD CONSTRAINT "member_bill_lines_bill_id_member_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."member_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bill_lines" ADD CONSTRAINT "member_bill_lines_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bills" ADD CONSTRAINT "member_bills_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bills" ADD CONSTRAINT "member_bills_bill_run_id_member_bill_runs_id_fk" FOREIGN KEY ("bill_run_id") REFERENCES "public"."member_bill_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bills" ADD CONSTRAINT "member_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_expences" ADD CONSTRAINT "member_expences_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_expences" ADD CONSTRAINT "member_expences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_expences" ADD CONSTRAINT "member_expences_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_expences" ADD CONSTRAINT "member_expences_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locker" ADD CONSTRAINT "member_locker_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locker" ADD CONSTRAINT "member_locker_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locker" ADD CONSTRAINT "member_locker_locker_id_locker_master_id_fk" FOREIGN KEY ("locker_id") REFERENCES "public"."locker_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_opening_balance" ADD CONSTRAINT "member_opening_balance_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_opening_balance" ADD CONSTRAINT "member_opening_balance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_opening_balance" ADD CONSTRAINT "member_opening_balance_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment" ADD CONSTRAINT "member_payment_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment" ADD CONSTRAINT "member_payment_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment" ADD CONSTRAINT "member_payment_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_head_mapping" ADD CONSTRAINT "member_types_head_mapping_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_head_mapping" ADD CONSTRAINT "member_types_head_mapping_member_type_id_member_types_master_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."member_types_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_head_mapping" ADD CONSTRAINT "member_types_head_mapping_accounts_head_id_accounts_head_id_fk" FOREIGN KEY ("accounts_head_id") REFERENCES "public"."accounts_head"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_mapping" ADD CONSTRAINT "member_types_mapping_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_mapping" ADD CONSTRAINT "member_types_mapping_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_mapping" ADD CONSTRAINT "member_types_mapping_member_type_id_member_types_master_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."member_types_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_types_master" ADD CONSTRAINT "member_types_master_golf_course_id_golf_courses_id_fk" FOREIGN KEY ("golf_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_head_code_unique" ON "accounts_head" USING btree ("golf_course_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_bill_runs_month_unique" ON "member_bill_runs" USING btree ("golf_course_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_idempotency_keys_unique" ON "billing_idempotency_keys" USING btree ("golf_course_id","operation","key");--> statement-breakpoint
CREATE INDEX "ledger_entries_member" ON "ledger_entries" USING btree ("golf_course_id","member_id","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_document" ON "ledger_entries" USING btree ("golf_course_id","document","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reversal_of_unique" ON "ledger_entries" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "locker_type_charges_unique" ON "locker_type_charges" USING btree ("locker_type_id","member_type_id","accounts_head_id");--> statement-breakpoint
CREATE INDEX "locker_type_charges_golf_course_id" ON "locker_type_charges" USING btree ("golf_course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locker_type_name_unique" ON "locker_type" USING btree ("golf_course_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locker_master_number_unique" ON "locker_master" USING btree ("golf_course_id",lower("number"));--> statement-breakpoint
CREATE INDEX "locker_master_locker_type_id" ON "locker_master" USING btree ("locker_type_id");--> statement-breakpoint
CREATE INDEX "member_bill_lines_bill_id" ON "member_bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bills_month_unique" ON "member_bills" USING btree ("golf_course_id","member_id","month");--> statement-breakpoint
CREATE INDEX "member_expences_member" ON "member_expences" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_locker_open_unique" ON "member_locker" USING btree ("locker_id") WHERE "member_locker"."to_date" is null;--> statement-breakpoint
CREATE INDEX "member_locker_member" ON "member_locker" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_opening_balance_posted_unique" ON "member_opening_balance" USING btree ("golf_course_id","member_id") WHERE "member_opening_balance"."status" = 'posted';--> statement-breakpoint
CREATE INDEX "member_payment_member" ON "member_payment" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_types_head_mapping_unique" ON "member_types_head_mapping" USING btree ("member_type_id","accounts_head_id");--> statement-breakpoint
CREATE INDEX "member_types_head_mapping_golf_course_id" ON "member_types_head_mapping" USING btree ("golf_course_id");--> statement-breakpoint
CREATE INDEX "member_types_mapping_member" ON "member_types_mapping" USING btree ("golf_course_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_types_master_name_unique" ON "member_types_master" USING btree ("golf_course_id",lower("name"));--> statement-breakpoint
-- added by hand
CREATE FUNCTION fairway_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted: post a reversal';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION fairway_ledger_append_only();--> statement-breakpoint
SELECT fairway_announce_changes('accounts_head');--> statement-breakpoint
SELECT fairway_announce_changes('member_types_master');--> statement-breakpoint
SELECT fairway_announce_changes('member_types_mapping');--> statement-breakpoint
SELECT fairway_announce_changes('member_types_head_mapping');--> statement-breakpoint
SELECT fairway_announce_changes('locker_type');--> statement-breakpoint
SELECT fairway_announce_changes('locker_master');--> statement-breakpoint
SELECT fairway_announce_changes('locker_type_charges');--> statement-breakpoint
SELECT fairway_announce_changes('member_locker');--> statement-breakpoint
SELECT fairway_announce_changes('member_expences');--> statement-breakpoint
SELECT fairway_announce_changes('member_payment');--> statement-breakpoint
SELECT fairway_announce_changes('member_opening_balance');--> statement-breakpoint
SELECT fairway_announce_changes('member_bill_runs');--> statement-breakpoint
SELECT fairway_announce_changes('member_bills');--> statement-breakpoint
SELECT fairway_announce_changes('member_bill_lines');--> statement-breakpoint
SELECT fairway_announce_changes('ledger_entries');--> statement-breakpoint
SELECT fairway_announce_changes('billing_idempotency_keys');
