import {
  Role,
  type ScoreEntry,
  type ScoreEntryResult,
  type StoredScore,
  scoreEntry,
  validationMessage,
} from '@fairway/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { playerScoreChanges, playerScores, users } from '../../db/schema/index.js';
import { raiseBoardVersion } from './raise-board-version.js';
import { type ScoringRound, scoringRound } from './scoring-round.js';

/** Each entry's outcome in the order sent, and whether one entry was sent (not a list). */
export type SavedScores = { single: boolean; results: ScoreEntryResult[] };

/** Thrown when an entry's key was stored meanwhile by another request: the transaction is given up and run again. */
class SeenMeanwhile extends Error {}

type Entries = { index: number; entry: ScoreEntry }[];

const refused = (status: number, detail: string | null, errors: FieldErrors | null = null, key: string | null = null) =>
  ({ client_key: key, outcome: 'refused', status, score: null, detail, errors }) satisfies ScoreEntryResult;

/**
 * `save_score`: one score or a phone's queue of up to 200, each checked and applied on its own inside one
 * transaction. An entry whose `client_key` was stored before answers the score as it stands and writes nothing; one
 * whose `base_version` is not the score's version is a conflict and overwrites nothing. Scores are taken while the
 * round is in play, from the group's scorer, the player or an organiser; a signed card, or a completed round, only an
 * organiser corrects, with a reason (audited). Every change is kept with who, when and the value before; each
 * tournament's board version is raised once and announced (`board:<id>`) at commit.
 */
export async function saveScores(db: Database, actor: Actor, body: unknown): Promise<SavedScores> {
  const single = !Array.isArray(body);
  const items: unknown[] = single ? [body] : (body as unknown[]);
  const results: ScoreEntryResult[] = new Array(items.length);
  const entries: Entries = [];
  items.forEach((item, index) => {
    const parsed = scoreEntry.safeParse(item);
    if (parsed.success) return entries.push({ index, entry: parsed.data });
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'non_field_errors';
      const message = validationMessage(issue, { wholeBody: field === 'non_field_errors' });
      if (!(errors[field] ??= []).includes(message)) errors[field].push(message);
    }
    const key =
      typeof (item as { client_key?: unknown })?.client_key === 'string'
        ? (item as { client_key: string }).client_key
        : null;
    results[index] = refused(400, null, errors, key);
  });
  if (entries.length === 0) return { single, results };
  // The same key sent by two requests at once: the second waits for the first's commit, finds the key stored and gives
  // up its transaction; run again, it sees the key before writing anything.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction((tx) => applyEntries(tx, actor, entries, results));
      return { single, results };
    } catch (error) {
      if (!(error instanceof SeenMeanwhile) || attempt === 2) throw error;
    }
  }
}

async function applyEntries(tx: Database, actor: Actor, entries: Entries, results: ScoreEntryResult[]) {
  const seen = new Set(
    (
      await tx
        .select({ key: playerScoreChanges.client_key })
        .from(playerScoreChanges)
        .where(
          inArray(
            playerScoreChanges.client_key,
            entries.map(({ entry }) => entry.client_key),
          ),
        )
    ).map((change) => change.key),
  );
  const [author] =
    actor.userId === null
      ? []
      : await tx
          .select({ name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})` })
          .from(users)
          .where(eq(users.id, actor.userId));
  const rounds = new Map<number, ScoringRound | undefined>();
  const boards = new Map<number, number>();
  for (const { index, entry } of entries) {
    if (!rounds.has(entry.player_round_id)) {
      rounds.set(entry.player_round_id, await scoringRound(tx, actor, entry.player_round_id));
    }
    const round = rounds.get(entry.player_round_id);
    if (seen.has(entry.client_key)) {
      results[index] = await repeated(tx, entry);
      continue;
    }
    const checked = check(actor, round, entry);
    if (checked) {
      results[index] = { ...checked, client_key: entry.client_key };
      continue;
    }
    const version = await write(tx, actor, round!, entry);
    if (version === undefined) {
      const current = await currentScore(tx, entry);
      results[index] = {
        client_key: entry.client_key,
        outcome: 'conflict',
        status: 409,
        score: current,
        detail: current
          ? `The score changed since version ${entry.base_version}: it is ${current.strokes ?? 'no score'} (version ${current.version}), entered by ${current.entered_by_name || 'someone'}.`
          : `The score has no version ${entry.base_version}: it was never entered.`,
        errors: null,
      };
      continue;
    }
    seen.add(entry.client_key);
    results[index] = {
      client_key: entry.client_key,
      outcome: 'saved',
      status: 200,
      score: {
        player_round_id: entry.player_round_id,
        member_id: entry.member_id,
        hole_number: entry.hole_number,
        strokes: entry.strokes,
        version: version.version,
        entered_by_user_id: actor.userId,
        entered_by_name: author?.name ?? '',
        entered_at: version.at,
      },
      detail: null,
      errors: null,
    };
    const tournamentId = round!.round.tournament_id;
    if (tournamentId !== null) boards.set(tournamentId, round!.round.golf_course_id);
  }
  for (const [tournamentId, golfCourseId] of boards) await raiseBoardVersion(tx, tournamentId, golfCourseId);
}

/** Why an entry is refused before anything is written, or null when it may be written. */
function check(actor: Actor, round: ScoringRound | undefined, entry: ScoreEntry): ScoreEntryResult | null {
  if (!round) return refused(404, 'No such round at this golf course.');
  const player = round.players.get(entry.member_id);
  if (!player) return refused(404, 'The golfer does not play in this round.');
  const isSuperAdmin = (actor.roles ?? []).includes(Role.superAdmin);
  const organiser = round.isOrganiser || isSuperAdmin;
  const scorer =
    player.scorerUserId === null ? round.ownGroupId === player.groupId : player.scorerUserId === actor.userId;
  const self = player.userId !== null && player.userId === actor.userId;
  if (!organiser && !scorer && !self) return refused(404, 'The golfer is not in a group you score.');
  if (!round.holeNumbers.has(entry.hole_number)) {
    return refused(400, null, { hole_number: [`Hole ${entry.hole_number} is not on this round's card.`] });
  }
  const status = round.round.status;
  if (status !== 'active' && !(organiser && status === 'completed')) {
    return refused(
      409,
      status === 'completed'
        ? 'The round is completed: only an organiser corrects its scores.'
        : `The round is ${status}, not in play.`,
    );
  }
  const signed = round.signed.has(entry.member_id);
  if (signed && !organiser) return refused(409, 'The card is signed: only an organiser corrects it.');
  if ((signed || status === 'completed') && !entry.reason) {
    return refused(400, null, { reason: ['Say why the score of a signed card or a completed round is corrected.'] });
  }
  return null;
}

/** The score as it stands, with who entered it. */
async function currentScore(db: Database, entry: ScoreEntry): Promise<StoredScore | null> {
  const [score] = await db
    .select({
      player_round_id: playerScores.player_round_id,
      member_id: playerScores.member_id,
      hole_number: playerScores.hole_number,
      strokes: playerScores.strokes,
      version: playerScores.version,
      entered_by_user_id: playerScores.entered_by_user_id,
      entered_by_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
      entered_at: playerScores.entered_at,
    })
    .from(playerScores)
    .leftJoin(users, eq(users.id, playerScores.entered_by_user_id))
    .where(
      and(
        eq(playerScores.player_round_id, entry.player_round_id),
        eq(playerScores.member_id, entry.member_id),
        eq(playerScores.hole_number, entry.hole_number),
      ),
    );
  return score ?? null;
}

async function repeated(db: Database, entry: ScoreEntry): Promise<ScoreEntryResult> {
  return {
    client_key: entry.client_key,
    outcome: 'repeated',
    status: 200,
    score: await currentScore(db, entry),
    detail: null,
    errors: null,
  };
}

/**
 * Writes one checked entry and its change in one statement: inserted at version 1 when the phone saw none, else
 * changed only at the version it saw. Answers the new version, or undefined when the score is not at the version the
 * phone saw (nothing written).
 */
async function write(
  db: Database,
  actor: Actor,
  round: ScoringRound,
  entry: ScoreEntry,
): Promise<{ version: number; at: Date } | undefined> {
  const at = new Date();
  const { player_round_id: roundId, member_id: memberId, hole_number: hole, strokes } = entry;
  const club = round.round.golf_course_id;
  const written =
    entry.base_version === 0
      ? sql`insert into ${playerScores} (golf_course_id, player_round_id, member_id, hole_number, strokes, version,
            entered_by_user_id, entered_at, created_at, created_by, updated_at, updated_by)
          values (${club}, ${roundId}, ${memberId}, ${hole}, ${strokes}, 1, ${actor.userId}, ${at}, ${at},
            ${actor.userId}, ${at}, ${actor.userId})
          on conflict (player_round_id, member_id, hole_number) do nothing
          returning version, null::smallint as strokes_before`
      : sql`update ${playerScores} set strokes = ${strokes}, version = ${playerScores.version} + 1,
            entered_by_user_id = ${actor.userId}, entered_at = ${at}, updated_at = ${at}, updated_by = ${actor.userId}
          from (select id, strokes from ${playerScores}
            where player_round_id = ${roundId} and member_id = ${memberId} and hole_number = ${hole}
              and version = ${entry.base_version}
            for update) as old
          where ${playerScores.id} = old.id and ${playerScores.version} = ${entry.base_version}
          returning ${playerScores.version} as version, old.strokes as strokes_before`;
  const answer = await db.execute(sql`
    with written as (${written}),
    change as (
      insert into ${playerScoreChanges} (golf_course_id, player_round_id, member_id, hole_number, strokes_before,
        strokes, version, client_key, reason, entered_by_user_id, entered_at)
      select ${club}, ${roundId}, ${memberId}, ${hole}, written.strokes_before, ${strokes}, written.version,
        ${entry.client_key}, ${entry.reason ?? ''}, ${actor.userId}, ${at}
      from written
      on conflict (client_key) do nothing
      returning id
    )
    select written.version, written.strokes_before, (select id from change) as change_id from written`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const [row] = (
    answer as unknown as { rows: { version: number; strokes_before: number | null; change_id: number | null }[] }
  ).rows;
  if (!row) return undefined;
  if (row.change_id === null) throw new SeenMeanwhile();
  const version = Number(row.version);
  if (entry.reason) {
    await writeAudit(db, actor, {
      action: 'update',
      entity: 'player_scores',
      entityId: null,
      detail: {
        player_round_id: roundId,
        member_id: memberId,
        hole_number: hole,
        before: { strokes: row.strokes_before, version: version - 1 },
        after: { strokes, version },
        reason: entry.reason,
      },
    });
  }
  return { version, at };
}
