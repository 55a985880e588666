-- added by hand: trigram indexes for search (decision 0059); trusted, so a database owner may create it
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "golf_course_members" ADD COLUMN "sort_name" varchar(201) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name" ON "users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at" ON "mail_outbox" USING btree ("created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "golf_course_members_sort_name" ON "golf_course_members" USING btree ("golf_course_id","sort_name","member_id");--> statement-breakpoint
CREATE INDEX "golf_course_members_membership_number" ON "golf_course_members" USING btree ("golf_course_id","membership_number","id");--> statement-breakpoint
CREATE INDEX "golf_course_members_membership_number_trgm" ON "golf_course_members" USING gin ("membership_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_indexes_effective_on" ON "member_indexes" USING btree ("effective_on","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "members_sort_name" ON "members" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "members_first_name_trgm" ON "members" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_last_name_trgm" ON "members" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_email_trgm" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_registration_created_at" ON "user_registration" USING btree ("golf_course_id","created_at","id" DESC NULLS FIRST);--> statement-breakpoint
-- added by hand: each tie's sort key, kept in step with the golfer's name (decision 0059)
UPDATE "golf_course_members" SET "sort_name" = lower("members"."last_name" || ' ' || "members"."first_name") FROM "members" WHERE "members"."id" = "golf_course_members"."member_id";--> statement-breakpoint
CREATE FUNCTION fairway_golf_course_members_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := (SELECT lower(m.last_name || ' ' || m.first_name) FROM members m WHERE m.id = NEW.member_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER golf_course_members_sort_name BEFORE INSERT OR UPDATE OF member_id, sort_name ON golf_course_members
  FOR EACH ROW EXECUTE FUNCTION fairway_golf_course_members_sort_name();--> statement-breakpoint
CREATE FUNCTION fairway_members_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE golf_course_members SET sort_name = lower(NEW.last_name || ' ' || NEW.first_name) WHERE member_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_sort_name AFTER UPDATE OF first_name, last_name ON members FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION fairway_members_sort_name();