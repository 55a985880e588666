-- Every committed change to a table tells the server processes, on one channel, so that what each keeps in memory
-- (the principals, the list pages) is forgotten at once: `table:<name>` for any change to a table, besides the
-- principals' own `user:<id>` and `courses`, which move to the same channel.
CREATE OR REPLACE FUNCTION fairway_notify_principal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
  affected_user integer;
BEGIN
  IF TG_TABLE_NAME = 'golf_courses' THEN
    PERFORM pg_notify('fairway_changes', 'courses');
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
      PERFORM pg_notify('fairway_changes', 'user:' || affected_user);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fairway_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fairway_changes', 'table:' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each new table's migration calls this for it; a test checks that every table but the two below has the trigger.
CREATE FUNCTION fairway_announce_changes(changed_table regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION fairway_notify_table_change()',
    (SELECT relname FROM pg_class WHERE oid = changed_table) || '_changes',
    changed_table
  );
END;
$$;
--> statement-breakpoint
-- Not announced: no list is read from the tokens (touched once a minute by every signed-in user) or the audit log
-- (written in the transaction of a change that is announced already).
SELECT fairway_announce_changes(quote_ident(table_name)::regclass)
FROM information_schema.tables
WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('auth_tokens', 'audit_log');
