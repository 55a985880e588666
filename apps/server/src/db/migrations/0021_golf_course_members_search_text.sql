ALTER TABLE "golf_course_members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- added by hand: each tie's search text, kept in step with the golfer's names and e-mail and the tie's membership
-- number by the triggers that keep its sort key (decision 0090)
CREATE OR REPLACE FUNCTION fairway_golf_course_members_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(m.last_name || ' ' || m.first_name),
         m.first_name || ' ' || m.last_name || ' ' || m.email || ' ' || NEW.membership_number
    INTO NEW.sort_name, NEW.search_text
    FROM members m WHERE m.id = NEW.member_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER golf_course_members_sort_name ON golf_course_members;--> statement-breakpoint
CREATE TRIGGER golf_course_members_sort_name
  BEFORE INSERT OR UPDATE OF member_id, membership_number, sort_name, search_text ON golf_course_members
  FOR EACH ROW EXECUTE FUNCTION fairway_golf_course_members_sort_name();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fairway_members_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE golf_course_members
    SET sort_name = lower(NEW.last_name || ' ' || NEW.first_name),
        search_text = NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.email || ' ' || membership_number
    WHERE member_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER members_sort_name ON members;--> statement-breakpoint
CREATE TRIGGER members_sort_name AFTER UPDATE OF first_name, last_name, email ON members FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION fairway_members_sort_name();--> statement-breakpoint
UPDATE "golf_course_members" SET "search_text" = "members"."first_name" || ' ' || "members"."last_name" || ' ' || "members"."email" || ' ' || "golf_course_members"."membership_number" FROM "members" WHERE "members"."id" = "golf_course_members"."member_id";--> statement-breakpoint
-- added by hand: btree_gin lets the trigram index hold the club too (decision 0090); it ships with PostgreSQL and PGlite
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "golf_course_members_search_text_trgm" ON "golf_course_members" USING gin ("golf_course_id","search_text" gin_trgm_ops);
