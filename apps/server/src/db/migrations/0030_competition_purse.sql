ALTER TABLE "member_expences" ADD COLUMN "competition_purse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_payment" ADD COLUMN "competition_purse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "competition_purse" boolean DEFAULT false NOT NULL;