import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { playerRounds } from '../../db/schema/index.js';
import type { TournamentRow } from './tournament-of.js';

/** The ISO date `days` days after `date` (before, when negative). */
function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `date` held within the tournament's dates. */
function withinDates(date: string, tournament: Pick<TournamentRow, 'start_date' | 'end_date'>): string {
  if (date < tournament.start_date) return tournament.start_date;
  return date > tournament.end_date ? tournament.end_date : date;
}

/**
 * The day a round is first set on: round 1 on the tournament's first day, each next round on the next day, and the
 * rounds beyond its last day on its last day (two rounds of a one-day event are played on that day).
 */
function roundPlayDate(tournament: Pick<TournamentRow, 'start_date' | 'end_date'>, roundNumber: number): string {
  return withinDates(daysAfter(tournament.start_date, roundNumber - 1), tournament);
}

/**
 * Keeps a tournament's rounds to its terms ("Rounds: N" makes rounds 1 to N): the rounds it lacks are made on
 * `roundPlayDate`, those numbered beyond N that were not played (scheduled or cancelled) are deleted with their draw
 * (`checkTournamentTerms` refuses fewer rounds than those played), and the rounds not started follow its dates: by as
 * many days as its first day moved (`startMovedBy`), held within its dates. A round in play or played keeps its day.
 */
export async function keepTournamentRounds(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  startMovedBy = 0,
): Promise<void> {
  const rounds = await tx
    .select({
      id: playerRounds.id,
      number: playerRounds.round_number,
      date: playerRounds.play_date,
      status: playerRounds.status,
    })
    .from(playerRounds)
    .where(eq(playerRounds.tournament_id, tournament.id))
    .orderBy(asc(playerRounds.round_number));
  for (const round of rounds) {
    if (round.number > tournament.rounds_count && (round.status === 'scheduled' || round.status === 'cancelled')) {
      await tx.delete(playerRounds).where(eq(playerRounds.id, round.id));
      await writeAudit(tx, actor, { action: 'delete', entity: 'player_rounds', entityId: round.id, detail: round });
      continue;
    }
    if (round.status !== 'scheduled') continue;
    const date = withinDates(daysAfter(round.date, startMovedBy), tournament);
    if (date === round.date) continue;
    await tx
      .update(playerRounds)
      .set({ play_date: date, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, round.id));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'player_rounds',
      entityId: round.id,
      detail: { before: { play_date: round.date }, after: { play_date: date } },
    });
  }
  const kept = new Set(rounds.map((round) => round.number));
  for (let number = 1; number <= tournament.rounds_count; number += 1) {
    if (kept.has(number)) continue;
    const values = { round_number: number, play_date: roundPlayDate(tournament, number) };
    const [made] = await tx
      .insert(playerRounds)
      .values({
        ...values,
        golf_course_id: tournament.golf_course_id,
        tournament_id: tournament.id,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: playerRounds.id });
    await writeAudit(tx, actor, { action: 'create', entity: 'player_rounds', entityId: made!.id, detail: values });
  }
}
