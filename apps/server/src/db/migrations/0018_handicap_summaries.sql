CREATE TABLE "member_handicap_summaries" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"computed_on" date,
	"index_3_months_ago" numeric(3, 1),
	"index_12_months_ago" numeric(3, 1),
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"last_played_on" date,
	"exceptional_scores" boolean DEFAULT false NOT NULL,
	"cap_applied" varchar(4)
);
--> statement-breakpoint
-- Hand-written (decision 0082): any change to a golfer's score records or index history marks their club-table
-- figures stale in the change's own transaction, one statement per changing statement whatever its number of rows,
-- in the golfers' order (so two writers never wait on each other crosswise). Not announced on the change channel: the
-- tables whose changes mark it are, and a refresh changes nothing a list shows.
CREATE FUNCTION fairway_mark_handicap_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_handicap_summaries (member_id, revision)
  SELECT DISTINCT member_id, 1 FROM changed_rows ORDER BY member_id
  ON CONFLICT (member_id) DO UPDATE SET revision = member_handicap_summaries.revision + 1, computed_on = NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fairway_mark_handicap_summaries_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_handicap_summaries (member_id, revision)
  SELECT member_id, 1 FROM (SELECT member_id FROM old_rows UNION SELECT member_id FROM new_rows) golfers
  ORDER BY member_id
  ON CONFLICT (member_id) DO UPDATE SET revision = member_handicap_summaries.revision + 1, computed_on = NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER score_records_summaries_inserted AFTER INSERT ON score_records REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries();--> statement-breakpoint
CREATE TRIGGER score_records_summaries_deleted AFTER DELETE ON score_records REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries();--> statement-breakpoint
CREATE TRIGGER score_records_summaries_updated AFTER UPDATE ON score_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries_updated();
--> statement-breakpoint
CREATE TRIGGER member_indexes_summaries_inserted AFTER INSERT ON member_indexes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries();--> statement-breakpoint
CREATE TRIGGER member_indexes_summaries_deleted AFTER DELETE ON member_indexes REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries();--> statement-breakpoint
CREATE TRIGGER member_indexes_summaries_updated AFTER UPDATE ON member_indexes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_mark_handicap_summaries_updated();
--> statement-breakpoint
-- Every golfer with records or history entries starts stale; a golfer without a row has neither.
INSERT INTO member_handicap_summaries (member_id)
SELECT member_id FROM score_records UNION SELECT member_id FROM member_indexes;
