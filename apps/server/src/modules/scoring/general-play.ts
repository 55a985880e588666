import { and, asc, eq, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofClubMembers } from '../../db/club-scope.js';
import { golfCourses, members, playerRounds, scoreRecords } from '../../db/schema/index.js';
import { writeRoundScoreRecords } from '../handicaps/index.js';
import { returnedBy, selectIndividualRounds } from './list-individual-rounds.js';

const markedBy = (actor: Actor) =>
  sql`${playerRounds.marker_member_id} = (select ${members.id} from ${members} where ${members.user_id} = ${actor.userId})`;

const unrecorded = notExists(
  sql`(select 1 from ${scoreRecords} where ${scoreRecords.player_round_id} = ${playerRounds.id})`,
);

/** The club's golfers, other than the actor, who may mark a round for handicap: those with a Handicap Index. */
export async function listGeneralPlayMarkers(db: Database, actor: Actor) {
  return db
    .select({
      id: members.id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      handicap_index: sql<number>`${members.handicap_index}::float8`,
    })
    .from(members)
    .where(
      and(
        ofClubMembers(members.id, actor.golfCourseId!),
        isNotNull(members.handicap_index),
        actor.userId === null ? undefined : sql`${members.user_id} is distinct from ${actor.userId}`,
      ),
    )
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
}

/** The active club's rounds for handicap the actor marks whose returned cards wait for their attest. */
export async function listAttestRequests(db: Database, actor: Actor) {
  if (actor.userId === null) return [];
  return selectIndividualRounds(
    db,
    and(
      inClub(playerRounds, actor.golfCourseId!),
      eq(playerRounds.for_handicap, true),
      markedBy(actor),
      eq(playerRounds.status, 'completed'),
      isNull(playerRounds.attested_at),
      unrecorded,
    )!,
  );
}

/**
 * The active club's rounds for handicap not returned within its time limit (not attested, with no score record),
 * the oldest first, for the handicap committee (WHS Rule 7.2a).
 */
export async function listNotReturned(db: Database, actor: Actor) {
  const rounds = await selectIndividualRounds(
    db,
    and(
      inClub(playerRounds, actor.golfCourseId!),
      eq(playerRounds.for_handicap, true),
      ne(playerRounds.status, 'cancelled'),
      isNull(playerRounds.attested_at),
      unrecorded,
      sql`(${returnedBy} at time zone ${golfCourses.time_zone}) < now()`,
    )!,
  );
  return rounds.reverse();
}

/**
 * The marker attests the returned card of a round for handicap they mark (WHS Rule 4.1, Rules of Golf Rule 3.3b):
 * only then does it make its score record, which revises the player's index. Attesting again changes nothing.
 */
export async function attestGeneralPlay(db: Database, actor: Actor, playerRoundId: number) {
  await db.transaction(async (tx) => {
    const [round] = await tx
      .select({
        status: playerRounds.status,
        attestedAt: playerRounds.attested_at,
        forHandicap: playerRounds.for_handicap,
        marks: sql<boolean>`coalesce(${markedBy(actor)}, false)`,
        recorded: sql<boolean>`not ${unrecorded}`,
      })
      .from(playerRounds)
      .where(and(eq(playerRounds.id, playerRoundId), inClub(playerRounds, actor.golfCourseId!)))
      .for('update');
    if (!round || !round.forHandicap) throw new NotFoundError();
    if (!round.marks) throw new ConflictError('Only the marker of a round attests it: you do not mark this round.');
    if (round.attestedAt) return;
    if (round.recorded)
      throw new ConflictError('A penalty score is recorded for this round: it is no longer attested.');
    if (round.status !== 'completed') {
      throw new ConflictError('The player has not returned the card yet: it is attested once every hole has a score.');
    }
    await tx
      .update(playerRounds)
      .set({ attested_at: new Date(), attested_by: actor.userId, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, playerRoundId));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'player_rounds',
      entityId: playerRoundId,
      detail: { attested_as_marker: true },
    });
    await writeRoundScoreRecords(tx, actor, playerRoundId);
  });
  const [round] = await selectIndividualRounds(db, eq(playerRounds.id, playerRoundId));
  return round!;
}
