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
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { playerScoreChanges, playerScores, users } from '../../db/schema/index.js';
import type { ReadMemory } from '../../db/read-memory.js';
import { writeRoundScoreRecords } from '../handicaps/index.js';
import { type BoardNotice, noticeScoresLimit } from './read-board-notice.js';
import { announcedVersion } from './announced-version.js';
import { raisedVersions } from './raised-versions.js';
import { type ScoringRound, scoringRound } from './scoring-round.js';

/** Each entry's outcome in the order sent, whether one entry was sent (not a list), and the boards it moved. */
export type SavedScores = { single: boolean; results: ScoreEntryResult[]; boards: BoardNotice[] };

type Entries = { index: number; entry: ScoreEntry }[];
type Checked = { index: number; entry: ScoreEntry; round: ScoringRound };
type RaisedBoard = { tournament_id: number; version: number; updated_ms: number | string };
type Written = {
  version: number;
  strokesBefore: number | null;
  driveMemberId: number | null;
  author: string;
  at: Date;
};

const refused = (status: number, detail: string | null, errors: FieldErrors | null = null, key: string | null = null) =>
  ({ client_key: key, outcome: 'refused', status, score: null, detail, errors }) satisfies ScoreEntryResult;

/**
 * `save_score`: one score or a phone's queue of up to 200, each checked and applied on its own. An entry whose
 * `client_key` was stored before, or whose value the score already has, answers the score as it stands and writes
 * nothing; one whose `base_version` is not the score's is a conflict and overwrites nothing. Scores are taken while
 * the round is in play, from the group's scorer, the player or an organiser; a scramble team's card from the team's
 * scorer only, with the drive used on the hole (kept as stored when not sent); a signed card, or a completed round,
 * only an organiser corrects, with a reason (audited, in one transaction with the correction). Every change is kept with
 * who, when and the value before. A round's checks are read in one statement (`memory` keeps the card's holes); the
 * entries, their changes and their tournament's board version are written in one, atomic on its own, the board
 * announced at its commit with the scores saved: a phone's hole costs two round trips whatever its size.
 */
export async function saveScores(db: Database, actor: Actor, body: unknown, memory?: ReadMemory): Promise<SavedScores> {
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
  if (entries.length === 0) return { single, results, boards: [] };
  // A phone's scores need no transaction: the statement that writes them with their changes and board is atomic. An
  // organiser's corrections are written with their audit in one.
  const corrections = entries.some(({ entry }) => entry.reason);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const applied = corrections
        ? await db.transaction(async (tx) => {
            const written = await applyEntries(tx, actor, entries, memory);
            // A completed round's corrected cards write their score records again (and revise the golfers' indexes).
            const corrected = new Set(
              entries
                .filter(({ index, entry }) => entry.reason && written.outcomes.get(index)?.outcome === 'saved')
                .map(({ entry }) => entry.player_round_id),
            );
            for (const playerRoundId of corrected) await writeRoundScoreRecords(tx, actor, playerRoundId);
            return written;
          })
        : await applyEntries(db, actor, entries, memory);
      for (const [index, result] of applied.outcomes) results[index] = result;
      return { single, results, boards: applied.boards };
    } catch (error) {
      // The same key sent by two requests at once: the second's write fails on the key, nothing of it written; run
      // again, it finds the key stored and writes nothing.
      if (!keyStoredMeanwhile(error) || attempt === 2) throw error;
    }
  }
}

/** Whether the write failed on an entry's key, stored meanwhile by another request. */
function keyStoredMeanwhile(error: unknown): boolean {
  const failure = postgresErrorOf(error);
  return failure?.code === '23505' && failure.constraint === 'player_score_changes_client_key';
}

/** Each entry's outcome by its index, and the boards the entries moved. */
async function applyEntries(
  db: Database,
  actor: Actor,
  entries: Entries,
  memory: ReadMemory | undefined,
): Promise<{ outcomes: Map<number, ScoreEntryResult>; boards: BoardNotice[] }> {
  const outcomes = new Map<number, ScoreEntryResult>();
  const rounds = new Map<number, ScoringRound | undefined>();
  for (const roundId of new Set(entries.map(({ entry }) => entry.player_round_id))) {
    const memberIds = entries
      .filter(({ entry }) => entry.player_round_id === roundId)
      .map(({ entry }) => entry.member_id);
    rounds.set(roundId, await scoringRound(db, actor, roundId, memberIds, memory));
  }
  const checked: Checked[] = [];
  for (const { index, entry } of entries) {
    const round = rounds.get(entry.player_round_id);
    const refusal = check(actor, round, entry);
    if (refusal) outcomes.set(index, { ...refusal, client_key: entry.client_key });
    else checked.push({ index, entry, round: round! });
  }
  const saved: (Checked & Written)[] = [];
  const boards: BoardNotice[] = [];
  for (const wave of wavesOf(checked)) {
    const { written, raised } = await writeWave(db, actor, wave);
    const savedOfWave: (Checked & Written)[] = [];
    for (const item of wave) {
      const outcome = written.get(item.index);
      if (outcome) savedOfWave.push({ ...item, ...outcome });
    }
    saved.push(...savedOfWave);
    for (const board of raised) boards.push(noticeOf(board, savedOfWave));
  }
  for (const item of saved) {
    outcomes.set(item.index, savedResult(actor, item));
    if (item.entry.reason) await auditCorrection(db, actor, item);
  }
  // What was not saved: a key stored before (its answer again, whatever the round's state now), a score that already
  // has the value sent, or a score that changed since the phone saw it. A score out of the caller's reach stays so.
  const unsaved = entries.filter(
    ({ index }) => outcomes.get(index)?.outcome !== 'saved' && outcomes.get(index)?.status !== 404,
  );
  const seen = await storedKeys(
    db,
    unsaved.map(({ entry }) => entry.client_key),
  );
  for (const { index, entry } of unsaved) {
    if (seen.has(entry.client_key)) outcomes.set(index, repeated(entry, await currentScore(db, entry)));
    else if (!outcomes.has(index)) outcomes.set(index, notWritten(entry, await currentScore(db, entry)));
  }
  return { outcomes, boards };
}

/** The entries in waves, each with one entry per score at most: a queue that changed a score twice writes it twice. */
function wavesOf(checked: Checked[]): Checked[][] {
  const waves: { items: Checked[]; scores: Set<string> }[] = [];
  for (const item of checked) {
    const score = `${item.entry.player_round_id}:${item.entry.member_id}:${item.entry.hole_number}`;
    let wave = waves.at(-1);
    if (!wave || wave.scores.has(score)) waves.push((wave = { items: [], scores: new Set() }));
    wave.items.push(item);
    wave.scores.add(score);
  }
  return waves.map((wave) => wave.items);
}

/** The notice of a board raised by a wave, with the wave's scores of its tournament, for this process's boards. */
function noticeOf(board: RaisedBoard, saved: (Checked & Written)[]): BoardNotice {
  return {
    tournamentId: Number(board.tournament_id),
    version: Number(board.version),
    updatedAt: new Date(Number(board.updated_ms)),
    scores: saved
      .filter((item) => item.round.round.tournament_id === Number(board.tournament_id))
      .map(({ entry, version }) => ({
        player_round_id: entry.player_round_id,
        member_id: entry.member_id,
        hole_number: entry.hole_number,
        strokes: entry.strokes,
        version,
      })),
  };
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
  const self = round.ownMemberId === entry.member_id;
  if (!organiser && !scorer && !self) return refused(404, 'The golfer is not in a group you score.');
  if (!round.holeNumbers.has(entry.hole_number)) {
    return refused(400, null, { hole_number: [`Hole ${entry.hole_number} is not on this round's card.`] });
  }
  if (player.sideCard !== null && player.sideCard.memberId !== entry.member_id) {
    return refused(400, null, {
      member_id: [
        `A side or scramble team plays one card, kept under ${player.sideCard.name}: enter the score for them.`,
      ],
    });
  }
  const scrambleCard = round.scramble ? player.sideCard : null;
  if (scrambleCard && !organiser) {
    const teamScorer =
      player.scorerUserId === null
        ? scrambleCard.partners.some((partner) => partner.userId !== null && partner.userId === actor.userId)
        : player.scorerUserId === actor.userId;
    if (!teamScorer) {
      return refused(
        403,
        "A scramble team's card is entered by its scorer: the group's named scorer, or while none is named one of the team's players.",
      );
    }
  }
  if (entry.drive_member_id != null) {
    if (!scrambleCard) {
      return refused(400, null, { drive_member_id: ["Only a scramble team's card records whose drive was used."] });
    }
    if (!scrambleCard.partners.some((partner) => partner.memberId === entry.drive_member_id)) {
      return refused(400, null, {
        drive_member_id: [`The drive used is one of the team's players', and ${entry.drive_member_id} is not of it.`],
      });
    }
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
      drive_member_id: playerScores.drive_member_id,
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

/** Which of the keys were stored by earlier saves. */
async function storedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const stored = await db
    .select({ key: playerScoreChanges.client_key })
    .from(playerScoreChanges)
    .where(inArray(playerScoreChanges.client_key, keys));
  return new Set(stored.map((change) => change.key!));
}

const repeated = (entry: ScoreEntry, score: StoredScore | null): ScoreEntryResult => ({
  client_key: entry.client_key,
  outcome: 'repeated',
  status: 200,
  score,
  detail: null,
  errors: null,
});

/** A checked entry that was not written: the score already has its value (nothing to write), or it changed since. */
function notWritten(entry: ScoreEntry, current: StoredScore | null): ScoreEntryResult {
  const sameDrive = entry.drive_member_id === undefined || current?.drive_member_id === entry.drive_member_id;
  if (current && current.strokes === entry.strokes && sameDrive) return repeated(entry, current);
  return {
    client_key: entry.client_key,
    outcome: 'conflict',
    status: 409,
    score: current,
    detail: current
      ? `The score changed since version ${entry.base_version}: it is ${current.strokes ?? 'no score'} (version ${current.version}), entered by ${current.entered_by_name || 'someone'}.`
      : `The score has no version ${entry.base_version}: it was never entered.`,
    errors: null,
  };
}

function savedResult(actor: Actor, { entry, version, driveMemberId, author, at }: Checked & Written): ScoreEntryResult {
  return {
    client_key: entry.client_key,
    outcome: 'saved',
    status: 200,
    score: {
      player_round_id: entry.player_round_id,
      member_id: entry.member_id,
      hole_number: entry.hole_number,
      strokes: entry.strokes,
      drive_member_id: driveMemberId,
      version,
      entered_by_user_id: actor.userId,
      entered_by_name: author,
      entered_at: at,
    },
    detail: null,
    errors: null,
  };
}

/** An organiser's correction of a signed card or a completed round, with its reason. */
async function auditCorrection(db: Database, actor: Actor, { entry, version, strokesBefore }: Checked & Written) {
  await writeAudit(db, actor, {
    action: 'update',
    entity: 'player_scores',
    entityId: null,
    detail: {
      player_round_id: entry.player_round_id,
      member_id: entry.member_id,
      hole_number: entry.hole_number,
      before: { strokes: strokesBefore, version: version - 1 },
      after: { strokes: entry.strokes, version },
      reason: entry.reason,
    },
  });
}

/**
 * Writes a wave of checked entries (one per score), their changes and their tournament's board version in one
 * statement: each entry whose key is not stored yet, inserted at version 1 when the phone saw none, else changed only
 * at the version it saw. Answers, by entry index, the new version (an entry missing was not written: its key was
 * stored before, or the score is not at the version the phone saw), and the boards raised. A key stored meanwhile by
 * a request still open when this one began fails the statement on the key's uniqueness, and nothing of it is written.
 */
async function writeWave(
  db: Database,
  actor: Actor,
  wave: Checked[],
): Promise<{ written: Map<number, Written>; raised: RaisedBoard[] }> {
  const at = new Date();
  const values = (pick: (item: Checked) => unknown, type: string) => arrayColumn(wave.map(pick), type);
  const answer = await db.execute(sql`
    with entry as (
      select * from unnest(
        ${values((item) => item.index, 'int')}, ${values((item) => item.round.round.golf_course_id, 'int')},
        ${values((item) => item.entry.player_round_id, 'int')}, ${values((item) => item.entry.member_id, 'int')},
        ${values((item) => item.entry.hole_number, 'int')}, ${values((item) => item.entry.strokes, 'int')},
        ${values((item) => item.entry.base_version, 'int')}, ${values((item) => item.entry.client_key, 'uuid')},
        ${values((item) => item.entry.reason ?? '', 'text')}, ${values((item) => item.round.round.tournament_id, 'int')},
        ${values((item) => item.entry.drive_member_id ?? null, 'int')},
        ${values((item) => item.entry.drive_member_id !== undefined, 'bool')}
      ) as entry(entry_index, golf_course_id, player_round_id, member_id, hole_number, strokes, base_version, client_key,
        reason, tournament_id, drive_member_id, drive_sent)
    ),
    unseen as (
      select * from entry
      where not exists (select 1 from ${playerScoreChanges} as change where change.client_key = entry.client_key)
    ),
    inserted as (
      insert into ${playerScores} as score (golf_course_id, player_round_id, member_id, hole_number, strokes,
        drive_member_id, version, entered_by_user_id, entered_at, created_at, created_by, updated_at, updated_by)
      select golf_course_id, player_round_id, member_id, hole_number, strokes, drive_member_id, 1, ${actor.userId}::int,
        ${at}, ${at}, ${actor.userId}::int, ${at}, ${actor.userId}::int
      from unseen where base_version = 0
      on conflict (player_round_id, member_id, hole_number) do nothing
      returning score.player_round_id, score.member_id, score.hole_number, score.version,
        null::smallint as strokes_before, score.drive_member_id
    ),
    old as (
      select score.id, score.strokes, unseen.entry_index
      from ${playerScores} as score
      join unseen using (player_round_id, member_id, hole_number)
      where unseen.base_version > 0 and score.version = unseen.base_version
      for update of score
    ),
    updated as (
      update ${playerScores} as score set strokes = entry.strokes,
        drive_member_id = case when entry.drive_sent then entry.drive_member_id else score.drive_member_id end,
        version = score.version + 1,
        entered_by_user_id = ${actor.userId}::int, entered_at = ${at}, updated_at = ${at},
        updated_by = ${actor.userId}::int
      from old join entry on entry.entry_index = old.entry_index
      where score.id = old.id and score.version = entry.base_version
      returning score.player_round_id, score.member_id, score.hole_number, score.version,
        old.strokes as strokes_before, score.drive_member_id
    ),
    written as (select * from inserted union all select * from updated),
    change as (
      insert into ${playerScoreChanges} (golf_course_id, player_round_id, member_id, hole_number, strokes_before,
        strokes, drive_member_id, version, client_key, reason, entered_by_user_id, entered_at)
      select entry.golf_course_id, entry.player_round_id, entry.member_id, entry.hole_number,
        written.strokes_before, entry.strokes, written.drive_member_id, written.version, entry.client_key, entry.reason,
        ${actor.userId}::int, ${at}
      from written join entry using (player_round_id, member_id, hole_number)
      returning client_key
    ),
    board as (
      select entry.tournament_id, min(entry.golf_course_id) as golf_course_id,
        json_agg(json_build_array(written.player_round_id, written.member_id, written.hole_number, entry.strokes,
          written.version))::text as scores
      from written join entry using (player_round_id, member_id, hole_number)
      where entry.tournament_id is not null
      group by entry.tournament_id
    ),
    raised as (${raisedVersions(sql`board`)}),
    announced as (
      select tournament_id, version, updated_ms,
        ${announcedVersion(sql`case when length(board.scores) > ${noticeScoresLimit} then '' else board.scores end`)}
      from raised join board using (tournament_id)
    )
    select entry.entry_index, written.version, written.strokes_before, written.drive_member_id,
      (select coalesce(json_agg(json_build_object('tournament_id', tournament_id, 'version', version,
        'updated_ms', updated_ms)), '[]') from announced) as raised,
      coalesce((select trim(${users.first_name} || ' ' || ${users.last_name}) from ${users}
        where ${users.id} = ${actor.userId}::int), '') as author
    from written join entry using (player_round_id, member_id, hole_number)`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const rows = (
    answer as unknown as {
      rows: {
        entry_index: number;
        version: number;
        strokes_before: number | null;
        drive_member_id: number | null;
        author: string;
        raised: RaisedBoard[];
      }[];
    }
  ).rows;
  const written = new Map(
    rows.map((row) => [
      Number(row.entry_index),
      {
        version: Number(row.version),
        strokesBefore: row.strokes_before,
        driveMemberId: row.drive_member_id === null ? null : Number(row.drive_member_id),
        author: row.author,
        at,
      },
    ]),
  );
  return { written, raised: rows[0]?.raised ?? [] };
}
