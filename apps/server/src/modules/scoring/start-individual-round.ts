import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubNowIn } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofClubMembers } from '../../db/club-scope.js';
import {
  golfCourses,
  holeCategories,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
} from '../../db/schema/index.js';
import { workOutEntries } from '../courses/index.js';

/** Where and how an individual round is played. */
export type IndividualRoundTerms = {
  golfCourseId: number;
  holeCategoryId: number;
  playDate?: string;
  holes?: 9 | 18;
  nine?: 'front' | 'back' | null;
  /** General play for handicap: registered before it starts, with its start time and the golfer's marker. */
  generalPlay?: { startTime: string; markerMemberId: number };
};

/**
 * Starts the actor's own round outside tournaments, in play at once (general play for handicap: registered before
 * its start, up to the club's grace after it, with a marker of the club who has a Handicap Index, WHS Rule 4.1): at the club of `golfCourseId` (theirs, or as a
 * guest another club on Fairway), from one of its tee sets, with the course and playing handicap (the whole course
 * handicap: WHS Appendix C for a round played on its own) worked out from their index on the day as a tournament's
 * entries are. One group, theirs, which they score on the phone page. Answers the round's id.
 */
export async function startIndividualRound(db: Database, actor: Actor, terms: IndividualRoundTerms): Promise<number> {
  return db.transaction(async (tx) => {
    const [golfer] =
      actor.userId === null
        ? []
        : await tx.select({ id: members.id }).from(members).where(eq(members.user_id, actor.userId));
    if (!golfer) throw new ConflictError('Only a golfer records rounds: this user has no golfer record.');
    const [club] = await tx
      .select({
        status: golfCourses.status,
        timeZone: golfCourses.time_zone,
        graceMinutes: golfCourses.general_play_grace_minutes,
      })
      .from(golfCourses)
      .where(eq(golfCourses.id, terms.golfCourseId));
    if (!club || club.status !== 'approved') {
      throw new InvalidInputError({ golf_course_id: [`Invalid pk "${terms.golfCourseId}" - object does not exist.`] });
    }
    const [teeSet] = await tx
      .select({ id: holeCategories.id })
      .from(holeCategories)
      .where(and(eq(holeCategories.id, terms.holeCategoryId), inClub(holeCategories, terms.golfCourseId)));
    if (!teeSet) {
      throw new InvalidInputError({
        hole_category_id: [`Invalid pk "${terms.holeCategoryId}" - object does not exist.`],
      });
    }
    const { today } = clubNowIn(club.timeZone);
    const playDate = terms.playDate ?? today;
    const { generalPlay } = terms;
    if (generalPlay) {
      const graceStart = clubNowIn(club.timeZone, new Date(Date.now() - club.graceMinutes * 60_000)).now;
      if (`${playDate}T${generalPlay.startTime}` < graceStart) {
        throw new InvalidInputError({
          play_date: [
            `A round counts for handicap when it is registered before it starts: at most ${club.graceMinutes} minutes after its start time.`,
          ],
        });
      }
      await checkMarker(tx, golfer.id, generalPlay.markerMemberId, terms.golfCourseId);
    } else if (playDate > today) {
      throw new InvalidInputError({ play_date: ['A round is recorded on the day it is played, not before.'] });
    }
    const holes = terms.holes ?? 18;
    const nine = holes === 9 ? (terms.nine ?? 'front') : null;
    // The round's terms as a tournament's: the golfer's index on the day, their tee set's ratings, 100 %.
    const [entry] = await workOutEntries(
      tx,
      {
        golf_course_id: terms.golfCourseId,
        start_date: playDate,
        holes,
        nine,
        format: 'stroke_play',
        scoring_basis: 'gross',
        handicap_allowance: 100,
        max_handicap: null,
        categories: [],
        men_hole_category_id: null,
        women_hole_category_id: null,
      },
      [{ memberId: golfer.id, holeCategoryId: teeSet.id }],
      'hole_category_id',
    );
    const [round] = await tx
      .insert(playerRounds)
      .values({
        golf_course_id: terms.golfCourseId,
        play_date: playDate,
        status: 'active',
        member_id: golfer.id,
        hole_category_id: teeSet.id,
        holes,
        nine,
        course_handicap: entry?.course_handicap ?? null,
        playing_handicap: entry?.playing_handicap ?? null,
        for_handicap: generalPlay !== undefined,
        start_time: generalPlay?.startTime ?? null,
        marker_member_id: generalPlay?.markerMemberId ?? null,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: playerRounds.id });
    const [group] = await tx
      .insert(playerRoundGroups)
      .values({
        golf_course_id: terms.golfCourseId,
        player_round_id: round!.id,
        number: 1,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: playerRoundGroups.id });
    await tx.insert(playerRoundGroupMembers).values({
      golf_course_id: terms.golfCourseId,
      player_round_id: round!.id,
      player_round_group_id: group!.id,
      member_id: golfer.id,
      created_by: actor.userId,
      updated_by: actor.userId,
    });
    return round!.id;
  });
}

/** A round's marker for handicap is another golfer of the club, with a Handicap Index. */
async function checkMarker(tx: Database, golferId: number, markerMemberId: number, golfCourseId: number) {
  if (markerMemberId === golferId) {
    throw new InvalidInputError({
      marker_member_id: ['A player does not mark their own round: choose another golfer.'],
    });
  }
  const [marker] = await tx
    .select({ handicapIndex: members.handicap_index })
    .from(members)
    .where(and(eq(members.id, markerMemberId), ofClubMembers(members.id, golfCourseId)));
  if (!marker) {
    throw new InvalidInputError({ marker_member_id: [`Invalid pk "${markerMemberId}" - object does not exist.`] });
  }
  if (marker.handicapIndex === null) {
    throw new InvalidInputError({
      marker_member_id: ['The marker of a round for handicap is a golfer with a Handicap Index: this one has none.'],
    });
  }
}
