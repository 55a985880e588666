ALTER TABLE "golf_courses" ADD COLUMN "financial_year_start_month" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "members_read_own_statement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_financial_year_start_month" CHECK ("golf_courses"."financial_year_start_month" between 1 and 12);