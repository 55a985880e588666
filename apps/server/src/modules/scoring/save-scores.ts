import {
  type ScoreEntry,
  type ScoreEntryResult,
  type StoredScore,
  scoreEntry,
  validationMessage,
} from '@fairway/contract';
import { Role } from '@fairway/contract';
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

/** Thrown inside an entry's savepoint when its key was stored meanwhile by another request: nothing of it is kept. */
class SeenMeanwhile extends Error {}

const refused = (status: number, detail: string | null, errors: FieldErrors | null = null, key: string | null = null) =>
  ({ client_key: key, outcome: 'refused', status, score: null, detail, errors }) satisfies ScoreEntryResult;

/**
 * `save_score`: one score or a phone's queue of up to 200, each checked and applied on its own inside one
 * transaction (a savepoint each). An entry whose `client_key` was stored before answers the score as it stands and
 * writes nothing; one whose `base_version` is not the score's version is a conflict and overwrites nothing. Scores are
 * taken while the round is in play, from the group's scorer, the player or an organiser; a signed card, or a
 * completed round, only an organiser corrects, with a reason (audited). Every change is kept with who, when and the
 * value before; each tournament's board version is raised once and announced (`board:<id>`) at commit.
 */
export async function saveScores(db: Database, actor: Actor, body: unknown): Promise<SavedScores> {
  const single = !Array.isArray(body);
  const items: unknown[] = single ? [body] : (body as unknown[]);
  const results: ScoreEntryResult[] = new Array(items.length);
  const entries: { index: number; entry: ScoreEntry }[] = [];
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
  await db.transaction(async (tx) => {
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
      try {
        const score = await tx.transaction((point) => write(point, actor, round!, entry));
        if (score.conflict) {
          results[index] = {
            client_key: entry.client_key,
            outcome: 'conflict',
            status: 409,
            score: score.current,
            detail: score.current
              ? `The score changed since version ${entry.base_version}: it is ${score.current.strokes ?? 'no score'} (version ${score.current.version}), entered by ${score.current.entered_by_name || 'someone'}.`
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
          score: score.current,
          detail: null,
          errors: null,
        };
        const tournamentId = round!.round.tournament_id;
        if (tournamentId !== null) boards.set(tournamentId, round!.round.golf_course_id);
      } catch (error) {
        if (!(error instanceof SeenMeanwhile)) throw error;
        results[index] = await repeated(tx, entry);
      }
    }
    for (const [tournamentId, golfCourseId] of boards) await raiseBoardVersion(tx, tournamentId, golfCourseId);
  });
  return { single, results };
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
 * Writes one checked entry: inserted at version 1 when the phone saw none, else changed only at the version it saw.
 * Answers the score as stored, or the current one as a conflict.
 */
async function write(
  db: Database,
  actor: Actor,
  round: ScoringRound,
  entry: ScoreEntry,
): Promise<{ conflict: boolean; current: StoredScore | null }> {
  const at = new Date();
  const values = {
    strokes: entry.strokes,
    entered_by_user_id: actor.userId,
    entered_at: at,
    updated_at: at,
    updated_by: actor.userId,
  };
  let before: number | null = null;
  let version: number | undefined;
  if (entry.base_version === 0) {
    const [inserted] = await db
      .insert(playerScores)
      .values({
        ...values,
        golf_course_id: round.round.golf_course_id,
        player_round_id: entry.player_round_id,
        member_id: entry.member_id,
        hole_number: entry.hole_number,
        version: 1,
        created_by: actor.userId,
        created_at: at,
      })
      .onConflictDoNothing()
      .returning({ version: playerScores.version });
    version = inserted?.version;
  } else {
    const updated = await db.execute(sql`
      with old as (
        select id, strokes from ${playerScores}
        where player_round_id = ${entry.player_round_id} and member_id = ${entry.member_id}
          and hole_number = ${entry.hole_number} and version = ${entry.base_version}
        for update
      )
      update ${playerScores} set strokes = ${entry.strokes}, version = ${playerScores.version} + 1,
        entered_by_user_id = ${actor.userId}, entered_at = ${at}, updated_at = ${at}, updated_by = ${actor.userId}
      from old where ${playerScores.id} = old.id and ${playerScores.version} = ${entry.base_version}
      returning ${playerScores.version} as version, old.strokes as strokes_before`);
    // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
    const [row] = (updated as unknown as { rows: { version: number; strokes_before: number | null }[] }).rows;
    version = row === undefined ? undefined : Number(row.version);
    before = row?.strokes_before ?? null;
  }
  if (version === undefined) return { conflict: true, current: await currentScore(db, entry) };
  const [change] = await db
    .insert(playerScoreChanges)
    .values({
      golf_course_id: round.round.golf_course_id,
      player_round_id: entry.player_round_id,
      member_id: entry.member_id,
      hole_number: entry.hole_number,
      strokes_before: before,
      strokes: entry.strokes,
      version,
      client_key: entry.client_key,
      reason: entry.reason ?? '',
      entered_by_user_id: actor.userId,
      entered_at: at,
    })
    .onConflictDoNothing()
    .returning({ id: playerScoreChanges.id });
  if (!change) throw new SeenMeanwhile();
  if (entry.reason) {
    await writeAudit(db, actor, {
      action: 'update',
      entity: 'player_scores',
      entityId: null,
      detail: {
        player_round_id: entry.player_round_id,
        member_id: entry.member_id,
        hole_number: entry.hole_number,
        before: { strokes: before, version: version - 1 },
        after: { strokes: entry.strokes, version },
        reason: entry.reason,
      },
    });
  }
  return { conflict: false, current: await currentScore(db, entry) };
}
