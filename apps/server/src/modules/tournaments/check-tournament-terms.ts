import { type TournamentFlights, type TournamentFormat, formatPlayedAs, sideFormats } from '@fairway/contract';
import { GolfInputError, flightsByIndexBands } from '@fairway/golf';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RecordChange } from '../../core/record-change.js';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { playerRounds, tournamentMasters } from '../../db/schema/index.js';
import { consolationBracketErrors } from './consolation-bracket-errors.js';
import { runsEveryEvent } from './runs-every-event.js';
import { seriesOfOrganiser } from './series-of-organiser.js';

/** The terms that decide the field's handicaps: fixed once play has started. */
export const lockedTerms = [
  'format',
  'handicap_allowance',
  'men_hole_category_id',
  'women_hole_category_id',
  'holes',
  'nine',
  'max_handicap',
  'played_as',
  'flights',
] as const;

const inPlayOrAfter = new Set(['in_progress', 'completed', 'finalised']);

/**
 * A tournament's terms hold together: it ends on or after its start; a team event says its team size and how many
 * scores count; best N is at most the team size; an event manager's tournament is of one of their series. Once play
 * has started its format, allowance, holes, tees and maximum stay as they are (409); a finalised one changes no more.
 * Its rounds are fewer only down to the last one in play or played. The weekly formats' own terms: `weeklyFormatErrors`;
 * a knockout's consolation bracket: `consolationBracketErrors`.
 */
export async function checkTournamentTerms({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  if (existing?.status === 'finalised') {
    throw new ConflictError('The tournament is finalised: a super admin may reopen it.');
  }
  if (existing && inPlayOrAfter.has(existing.status as string)) {
    const moved = lockedTerms.filter((term) => input[term] !== undefined && input[term] !== existing[term]);
    if (moved.length > 0) {
      throw new ConflictError(
        `Play has started: the format, allowance, holes, tees and maximum handicap are locked (${moved.join(', ')}).`,
      );
    }
  }
  const value = (field: string) => (input[field] !== undefined ? input[field] : existing?.[field]) ?? null;
  const errors: FieldErrors = {};
  const start = value('start_date') as string;
  const end = value('end_date') as string;
  if (start && end && end < start) errors.end_date = ['The tournament cannot end before it starts.'];
  const format = value('format');
  const teamSize = value('team_size') as number | null;
  const bestN = value('team_best_n') as number | null;
  if (format === 'team' && teamSize === null) errors.team_size = ['A team event needs its team size.'];
  if (format === 'team' && bestN === null) errors.team_best_n = ['A team event needs the number of scores that count.'];
  if (teamSize !== null && bestN !== null && bestN > teamSize) {
    errors.team_best_n = [`At most the team size: ${teamSize}.`];
  }
  if (value('holes') === 18 && value('nine') !== null) errors.nine = ['Only a 9-hole event plays one nine.'];
  Object.assign(errors, weeklyFormatErrors(value));
  Object.assign(errors, await consolationBracketErrors(tx, value, existing));
  const roundsCount = input.rounds_count as number | undefined;
  if (existing && roundsCount !== undefined && roundsCount < (existing.rounds_count as number)) {
    const [played] = await tx
      .select({ number: playerRounds.round_number, status: playerRounds.status })
      .from(playerRounds)
      .where(
        and(
          eq(playerRounds.tournament_id, existing.id as number),
          gt(playerRounds.round_number, roundsCount),
          inArray(playerRounds.status, ['active', 'completed']),
        ),
      )
      .orderBy(desc(playerRounds.round_number));
    if (played) {
      errors.rounds_count = [
        `Round ${played.number} is ${played.status === 'active' ? 'in play' : 'played'}: the tournament keeps at least ${played.number} rounds.`,
      ];
    }
  }
  if (!runsEveryEvent(actor)) {
    const seriesId = value('tournament_master_id') as number | null;
    const series = seriesOfOrganiser(actor)!;
    const [own] =
      seriesId === null
        ? []
        : await tx
            .select({ id: tournamentMasters.id })
            .from(tournamentMasters)
            .where(
              and(
                eq(tournamentMasters.id, seriesId),
                inClub(tournamentMasters, actor.golfCourseId!),
                sql`${tournamentMasters.id} in ${series}`,
              ),
            );
    if (!own) errors.tournament_master_id = ['Choose one of your series.'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const formatNames: Partial<Record<TournamentFormat, string>> = {
  foursomes: 'Foursomes',
  greensomes: 'Greensomes',
  chapman: 'Chapman',
  scramble: 'A scramble',
  eclectic: 'An eclectic',
};
const playedAsWords = { stroke_play: 'stroke play', stableford: 'Stableford', match_play: 'match play' } as const;

/**
 * The terms of the formats clubs play every week (golf-rules): a side of foursomes, greensomes or Chapman is two
 * players and a scramble team 2 to 4; each is played as the rules allow (stroke play, Stableford, for a side match
 * play); skins are won on gross or net scores, not both; flights' Handicap Index bands neither overlap nor leave a gap
 * (`flightsByIndexBands`).
 */
function weeklyFormatErrors(value: (field: string) => unknown): FieldErrors {
  const errors: FieldErrors = {};
  const format = value('format') as TournamentFormat;
  const teamSize = value('team_size') as number | null;
  const name = formatNames[format];
  if ((sideFormats as readonly string[]).includes(format) && teamSize !== 2) {
    errors.team_size = [`A ${format} side is two players, not ${teamSize ?? 'none'}.`];
  }
  if (format === 'scramble' && (teamSize === null || teamSize < 2 || teamSize > 4)) {
    errors.team_size = [`A scramble team is 2 to 4 players, not ${teamSize ?? 'none'}.`];
  }
  const playedAs = value('played_as') as keyof typeof playedAsWords | null;
  const choices = formatPlayedAs[format];
  if (playedAs !== null && (!choices || !choices.includes(playedAs))) {
    errors.played_as = [
      choices
        ? `${name} is played as ${choices.map((choice) => playedAsWords[choice]).join(', ')}.`
        : 'Only foursomes, greensomes, Chapman, a scramble or an eclectic is played as another format.',
    ];
  }
  if (format === 'skins' && value('scoring_basis') === 'both') {
    errors.scoring_basis = ['Skins are won on gross or on net scores, not both.'];
  }
  const flights = value('flights') as TournamentFlights | null;
  if (flights?.method === 'index_bands') {
    try {
      flightsByIndexBands({
        players: [],
        bands: flights.bands.map((band) => ({ name: band.name, fromIndex: band.from_index, toIndex: band.to_index })),
      });
    } catch (error) {
      if (!(error instanceof GolfInputError)) throw error;
      errors.flights = [flightBandProblem(error)];
    }
  }
  return errors;
}

/** A refused band in words: two that overlap, a gap between two, or a band that ends below its start. */
function flightBandProblem(error: GolfInputError): string {
  const words = error.message.slice(error.field.length + 2);
  if (error.code === 'band_overlap') return `The flights' Handicap Index bands overlap: ${words}.`;
  if (error.code === 'band_gap') return `The flights' Handicap Index bands leave a gap: ${words}.`;
  return "A flight's Handicap Index band ends below its start.";
}
