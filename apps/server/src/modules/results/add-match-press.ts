import type { MatchPressInput, MatchPressRecord, MatchSide } from '@fairway/contract';
import type { NassauSpan } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { matchPresses, playerRoundGroups, playerRounds } from '../../db/schema/index.js';
import { listMatchPresses } from './list-match-presses.js';
import { pressTournamentOf } from './press-tournament-of.js';
import { matchFormatResults } from './match-format-results.js';
import { readMatchGroups } from './read-match-groups.js';
import { readTournamentCards } from './read-tournament-cards.js';

/**
 * Calls a press by hand in a press and re-press match (a round's group): checked against the match's hole results as
 * stored now, with the tournament's `press_when_down` and the match's other presses, by `@fairway/golf`'s `nassau`
 * (400 with its reason: a side not down in the newest bet, a hole not played, the span's last hole). Audited.
 */
export async function addMatchPress(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: MatchPressInput,
): Promise<MatchPressRecord> {
  return db.transaction(async (tx) => {
    const tournament = await pressTournamentOf(tx, actor, tournamentId);
    const [group] = await tx
      .select({ id: playerRoundGroups.id, roundId: playerRoundGroups.player_round_id })
      .from(playerRoundGroups)
      .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroups.player_round_id))
      .where(
        and(
          eq(playerRoundGroups.id, input.group_id),
          inClub(playerRoundGroups, tournament.golf_course_id),
          eq(playerRounds.tournament_id, tournament.id),
        ),
      );
    if (!group) throw new NotFoundError();
    const cards = await readTournamentCards(tx, tournament);
    const round = cards.rounds.find((line) => line.id === group.roundId);
    if (!round)
      throw new ConflictError(
        'The round of this match is cancelled or not started: a press is called once it is in play.',
      );
    if (!round.holes.some((hole) => hole.number === input.after_hole)) {
      throw new InvalidInputError({ after_hole: [`Hole ${input.after_hole} is not on this round's card.`] });
    }
    const { teams, groups } = await readMatchGroups(tx, tournament, [round.id]);
    const match = groups.find((line) => line.id === group.id);
    if (!match) throw new InvalidInputError({ group_id: ['This group has no players: it is not a match.'] });
    match.presses.push({ span: input.span as NassauSpan, afterHole: input.after_hole, side: input.side as MatchSide });
    // The calculation's own check: a press that would not stand in the results is not called.
    matchFormatResults({
      format: 'press_repress',
      basis: tournament.scoring_basis === 'gross' ? 'gross' : 'net',
      teamBestN: null,
      pressWhenDown: tournament.press_when_down,
      maximumPlayingHandicap: tournament.max_handicap,
      rounds: [round],
      entries: cards.entries.map((entry) => ({ ...entry, rounds: [entry.rounds[cards.rounds.indexOf(round)]!] })),
      teams,
      groups: [match],
    });
    const [stored] = await tx
      .insert(matchPresses)
      .values({
        golf_course_id: tournament.golf_course_id,
        tournament_id: tournament.id,
        player_round_group_id: group.id,
        span: input.span,
        after_hole: input.after_hole,
        side: input.side,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: matchPresses.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'match_presses',
      entityId: stored!.id,
      detail: {
        tournament_id: tournament.id,
        group_id: group.id,
        span: input.span,
        after_hole: input.after_hole,
        side: input.side,
      },
    });
    const [record] = await listMatchPresses(tx, actor, tournament.id, undefined, stored!.id);
    return record!;
  });
}
