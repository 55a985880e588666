-- Every change to who a user is or what they may do tells the server processes at commit, so that the sign-in cache
-- each keeps drops that user at once: `user:<id>`, or `courses` when a club's status or settings change.
CREATE FUNCTION fairway_user_of_row(table_name text, changed jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE table_name
    WHEN 'users' THEN (changed ->> 'id')::integer
    WHEN 'golf_course_members' THEN (SELECT m.user_id FROM members m WHERE m.id = (changed ->> 'member_id')::integer)
    ELSE (changed ->> 'user_id')::integer
  END
$$;
--> statement-breakpoint
CREATE FUNCTION fairway_notify_principal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
  affected_user integer;
BEGIN
  IF TG_TABLE_NAME = 'golf_courses' THEN
    PERFORM pg_notify('fairway_principals', 'courses');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    affected := affected || fairway_user_of_row(TG_TABLE_NAME, to_jsonb(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    affected := affected || fairway_user_of_row(TG_TABLE_NAME, to_jsonb(NEW));
  END IF;
  FOREACH affected_user IN ARRAY affected LOOP
    IF affected_user IS NOT NULL THEN
      PERFORM pg_notify('fairway_principals', 'user:' || affected_user);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_principal AFTER DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION fairway_notify_principal();
--> statement-breakpoint
CREATE TRIGGER users_principal AFTER DELETE OR UPDATE OF email, first_name, last_name, profile_pic, password_hash, is_active, email_verified_at ON users
  FOR EACH ROW EXECUTE FUNCTION fairway_notify_principal();
--> statement-breakpoint
CREATE TRIGGER user_roles_principal AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION fairway_notify_principal();
--> statement-breakpoint
CREATE TRIGGER members_principal AFTER UPDATE OF user_id OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION fairway_notify_principal();
--> statement-breakpoint
CREATE TRIGGER golf_course_members_principal AFTER INSERT OR UPDATE OR DELETE ON golf_course_members
  FOR EACH ROW EXECUTE FUNCTION fairway_notify_principal();
--> statement-breakpoint
CREATE TRIGGER golf_courses_principal AFTER INSERT OR UPDATE OF status, individual_rounds_enabled OR DELETE ON golf_courses
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_notify_principal();
