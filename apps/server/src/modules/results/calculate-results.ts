import {
  type PeoriaFormat,
  type TournamentFormat,
  type TournamentResults,
  peoriaFormats,
  sideFormats,
} from '@fairway/contract';
import type { SideFormat } from '@fairway/golf';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { inClub } from '../../db/club-scope.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { peoriaIndiaBands, tournamentResults, tournamentTeams, tournaments } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { drawPeoriaHoles } from './draw-peoria-holes.js';
import { matchFormatResults } from './match-format-results.js';
import { type MatchFormatName, matchFormats, readMatchGroups } from './read-match-groups.js';
import { rankResults } from './rank-results.js';
import { readTournamentCards } from './read-tournament-cards.js';
import { resultCorrections } from './result-corrections.js';
import { resultPrizes } from './result-prizes.js';
import { resultsAnswer } from './results-answer.js';
import { eclecticEntries } from './eclectic-entries.js';
import { knockoutResults } from './knockout-results.js';
import { flightedEntries } from './flighted-entries.js';
import { skinsResults } from './skins-results.js';
import { scrambleResultDrives } from './scramble-result-drives.js';
import { sideEntries } from './side-entries.js';

/** A format as a sentence names it. */
export const formatWords: Record<TournamentFormat, string> = {
  stroke_play: 'stroke play',
  stableford: 'Stableford',
  peoria: 'Peoria',
  double_peoria: 'double Peoria',
  double_peoria_india: 'double Peoria (India)',
  double_peoria_without_index: "double Peoria without players' index",
  fourball: 'four-ball',
  press_repress: 'press and re-press',
  ryder_cup: 'Ryder Cup',
  team: 'team event',
  foursomes: 'foursomes',
  greensomes: 'greensomes',
  chapman: 'Chapman',
  scramble: 'scramble',
  skins: 'skins',
  eclectic: 'eclectic',
  knockout: 'knockout',
};

const onOneRound = new Set<string>([...peoriaFormats, 'fourball', 'team', 'skins']);
const isMatchFormat = (format: string): format is MatchFormatName =>
  (matchFormats as readonly string[]).includes(format);

/** "hole 7", "holes 17 and 18", "holes 3 and 9-18", "every hole": the holes of a card without a score. */
function holesInWords(numbers: number[], holeCount: number): string {
  if (numbers.length === holeCount) return 'every hole';
  if (numbers.length === 1) return `hole ${numbers[0]}`;
  const runs: number[][] = [];
  for (const number of numbers) {
    const run = runs.at(-1);
    if (run && run.at(-1)! + 1 === number) run.push(number);
    else runs.push([number]);
  }
  const named = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}-${run.at(-1)}`] : run.map(String)));
  return `holes ${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`}`;
}

/**
 * Calculates a tournament's results from its stored scores and its entries' handicaps as entered, per category, by the
 * rules of its format (stroke play, Stableford, the Peoria family with the system's hidden-hole draw; a four-ball's
 * pairs, a team event's teams, a Ryder Cup's or a press and re-press's matches: `matchFormatResults`), and stores them
 * as its one current snapshot: the one it replaces stays as history, with who replaced it and when. `asked` is the
 * format of a named calculation (`peoria/`, `team_result/`): another format answers 400 naming both. Refused: a
 * tournament not in play or completed (409), published results (409), no scores (400), entries missing scores (400,
 * each named with the holes of each round; a Ryder Cup names its undecided matches instead), a Peoria, four-ball or
 * team event of more than one round played (400). Several rounds rank on the total of the rounds started
 * (`readTournamentCards`: a round not started yet is left out, not counted as missing scores). `correction`:
 * published results recalculated after a correction, stored beside them unpublished (replacing an earlier
 * recalculation) until published in their place; refused (409) before they are published. A side or scramble format
 * ranks each side or team as one entry on its one card (`sideEntries`), by stroke play or Stableford, a scramble team's
 * line with its drives used in words; played as match play it is refused (400). A knockout's players are placed by
 * the round they went out in (`knockoutResults`), once its final is decided.
 */
export async function calculateResults(
  db: Database,
  actor: Actor,
  tournamentId: number,
  asked?: TournamentFormat,
  correction = false,
): Promise<TournamentResults> {
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    // One calculation of a tournament at a time: the second waits and replaces the first's snapshot.
    await tx.execute(
      sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
    );
    const format = tournament.format as TournamentFormat;
    if (asked !== undefined && format !== asked) {
      throw new InvalidInputError({
        format: [
          `This tournament is played as ${formatWords[format]}; the ${formatWords[asked]} calculation is for a ${formatWords[asked]} tournament.`,
        ],
      });
    }
    if (tournament.status !== 'in_progress' && tournament.status !== 'completed') {
      throw new ConflictError(
        `Results are calculated once play has started and until they are finalised; this tournament is ${tournament.status.replace('_', ' ')}.`,
      );
    }
    const currents = await tx
      .select()
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)));
    const published = currents.some((snapshot) => snapshot.published);
    const current = currents.find((snapshot) => !snapshot.published);
    if (published && !correction) {
      throw new ConflictError(
        'The results are published; after a correction they are recalculated by recalculate_score_details_for_tournament.',
      );
    }
    if (!published && correction) {
      throw new ConflictError('The results are not published yet: calculate them again instead.');
    }
    const cards = await readTournamentCards(tx, tournament);
    if (format === 'knockout') {
      return storeSnapshot(tx, actor, tournament, current?.id ?? null, correction, {
        format,
        basis: 'net',
        categories: await knockoutResults(tx, tournament, cards.entries),
        matches: [],
        teams: [],
        skins: null,
        peoria_draw_id: null,
      });
    }
    if (cards.rounds.length === 0) {
      throw new InvalidInputError({
        non_field_errors: ['The tournament has no round yet, so there are no scores to calculate its results from.'],
      });
    }
    if (cards.scoresStored === 0) {
      throw new InvalidInputError({
        non_field_errors: [
          `No scores are stored for round ${cards.rounds[0]!.roundNumber}: enter the cards before calculating the results.`,
        ],
      });
    }
    const sided = (sideFormats as readonly string[]).includes(format) || format === 'scramble';
    if (sided && tournament.played_as === 'match_play') {
      throw new InvalidInputError({
        played_as: [
          `A ${formatWords[format]} played as match play is decided match by match, which Fairway does not draw for sides yet: rank it by hand.`,
        ],
      });
    }
    // A side or scramble team is one entry: its one card, its handicap by its format's rule.
    const fieldEntries = sided
      ? sideEntries(
          cards.entries,
          await tx
            .select({
              id: tournamentTeams.id,
              name: tournamentTeams.name,
              captainMemberId: tournamentTeams.captain_member_id,
            })
            .from(tournamentTeams)
            .where(
              and(eq(tournamentTeams.tournament_id, tournamentId), inClub(tournamentTeams, tournament.golf_course_id)),
            )
            .orderBy(asc(tournamentTeams.id)),
          {
            format: format as SideFormat | 'scramble',
            formatName: formatWords[format],
            allowancePercent: tournament.handicap_allowance,
            holes: tournament.holes === 9 ? 9 : 18,
          },
        )
      : cards.entries;
    if (onOneRound.has(format) && cards.rounds.length > 1) {
      throw new InvalidInputError({
        non_field_errors: [
          `A ${formatWords[format]} is played in one round; this tournament has ${cards.rounds.length}: cancel the rounds not played.`,
        ],
      });
    }
    // A Ryder Cup match decided early leaves holes unplayed: its matches say which are not decided.
    // An eclectic's card is its best scores: a hole needs a score in one of the rounds only.
    const missing = fieldEntries.flatMap((entry) => {
      if (format === 'ryder_cup') return [];
      if (format === 'eclectic') {
        const holes = cards.rounds[0]!.holes.filter((_hole, index) => !entry.rounds.some((card) => card.played[index]));
        return entry.status === 'entered' && holes.length > 0
          ? [
              `${entry.name}, ${holesInWords(
                holes.map((hole) => hole.number),
                cards.rounds[0]!.holes.length,
              )} in every round`,
            ]
          : [];
      }
      const lines = entry.rounds.flatMap((card, index) => {
        const round = cards.rounds[index]!;
        const holes = round.holes.filter((_hole, holeIndex) => !card.played[holeIndex]).map((hole) => hole.number);
        if (holes.length === 0) return [];
        const where = holesInWords(holes, round.holes.length);
        return [cards.rounds.length === 1 ? where : `round ${round.roundNumber}: ${where}`];
      });
      return entry.status === 'entered' && lines.length > 0 ? [`${entry.name}, ${lines.join(', ')}`] : [];
    });
    if (missing.length > 0) {
      throw new InvalidInputError({
        non_field_errors: [
          `Scores are missing (mark these players no return, or complete their cards): ${missing.join('; ')}.`,
        ],
      });
    }
    if (isMatchFormat(format)) {
      const { teams, groups } = await readMatchGroups(
        tx,
        tournament,
        cards.rounds.map((round) => round.id),
      );
      const outcome = matchFormatResults({
        format,
        basis: tournament.scoring_basis === 'gross' ? 'gross' : 'net',
        teamBestN: tournament.team_best_n,
        pressWhenDown: tournament.press_when_down,
        maximumPlayingHandicap: tournament.max_handicap,
        rounds: cards.rounds,
        entries: cards.entries,
        teams,
        groups,
      });
      return storeSnapshot(tx, actor, tournament, current?.id ?? null, correction, {
        format,
        basis: tournament.scoring_basis === 'gross' ? 'gross' : 'net',
        categories: [],
        matches: outcome.matches,
        teams: outcome.teams,
        skins: null,
        peoria_draw_id: null,
      });
    }
    if (format === 'skins') {
      return storeSnapshot(tx, actor, tournament, current?.id ?? null, correction, {
        format,
        basis: tournament.scoring_basis === 'gross' ? 'gross' : 'net',
        categories: [],
        matches: [],
        teams: [],
        skins: skinsResults(cards, {
          basis: tournament.scoring_basis === 'gross' ? 'gross' : 'net',
          ties: tournament.skins_ties === 'void' ? 'void' : 'carry_over',
          lastHoleTie: tournament.skins_last_hole_tie === 'play_off' ? 'play_off' : 'split',
          potMinor: tournament.skins_pot_minor,
        }),
        peoria_draw_id: null,
      });
    }
    const eclectic = format === 'eclectic';
    const cardEntries = eclectic ? eclecticEntries(cards.entries) : fieldEntries;
    const flighted = tournament.flights && !sided ? flightedEntries(cardEntries, tournament.flights) : null;
    const card = cards.rounds[0]!.holes.map((hole) => ({ number: hole.number, par: hole.par }));
    const draw = peoriaFormats.includes(format as PeoriaFormat)
      ? await drawPeoriaHoles(tx, actor, tournament, format as PeoriaFormat, card)
      : null;
    const bands = await tx
      .select({ upTo: peoriaIndiaBands.up_to, cap: peoriaIndiaBands.cap })
      .from(peoriaIndiaBands)
      .where(inClub(peoriaIndiaBands, tournament.golf_course_id))
      .orderBy(asc(peoriaIndiaBands.up_to));
    const ranked = rankResults({
      // An eclectic's card of best scores, a side's or team's one card: ranked as it is played.
      format:
        eclectic || sided
          ? tournament.played_as === 'stableford'
            ? 'stableford'
            : 'stroke_play'
          : (format as 'stroke_play' | 'stableford' | PeoriaFormat),
      scoringBasis: tournament.scoring_basis as 'gross' | 'net' | 'both',
      countbackFractions: tournament.countback_fractions === 'round_half_up' ? 'round_half_up' : 'exact',
      categoryNames: flighted ? flighted.flightNames : tournament.categories.map((category) => category.name),
      maxHandicap: tournament.max_handicap,
      roundHoleNumbers: (eclectic ? cards.rounds.slice(0, 1) : cards.rounds).map((round) =>
        round.holes.map((hole) => hole.number),
      ),
      entries: flighted ? flighted.entries : cardEntries,
      hiddenHoles: draw?.hidden_holes ?? null,
      // Above the club's last band, its cap: as the published table caps every declared handicap over 24 at 26.
      indiaBands:
        bands.length === 0
          ? undefined
          : bands.map((band, index) =>
              index === bands.length - 1 ? { ...band, upTo: Number.POSITIVE_INFINITY } : band,
            ),
    });
    // A scramble team's line says its drives used against the minimum, for the committee to act on a shortfall.
    const drives =
      format === 'scramble' ? await scrambleResultDrives(tx, cards, fieldEntries, tournament.minimum_drives) : null;
    return storeSnapshot(tx, actor, tournament, current?.id ?? null, correction, {
      format,
      basis: ranked.basis,
      categories: drives
        ? ranked.categories.map((category) => ({
            ...category,
            rows: category.rows.map((row) => ({ ...row, drives: drives.get(row.member_id) ?? '' })),
          }))
        : ranked.categories,
      matches: [],
      teams: [],
      skins: null,
      peoria_draw_id: draw?.id ?? null,
    });
  });
}

/** What a calculation stores beside who made it and when. */
type Calculated = Pick<
  typeof tournamentResults.$inferInsert,
  'format' | 'basis' | 'categories' | 'matches' | 'teams' | 'skins' | 'peoria_draw_id'
>;

/** Stores a calculation as the tournament's current snapshot, the one it replaces kept as history; audited. */
async function storeSnapshot(
  tx: Database,
  actor: Actor,
  tournament: { id: number; golf_course_id: number },
  currentId: number | null,
  correction: boolean,
  calculated: Calculated,
): Promise<TournamentResults> {
  const now = new Date();
  if (currentId !== null) {
    await tx
      .update(tournamentResults)
      .set({ replaced_at: now, replaced_by: actor.userId, updated_at: now, updated_by: actor.userId })
      .where(eq(tournamentResults.id, currentId));
  }
  const [stored] = await tx
    .insert(tournamentResults)
    .values({
      ...calculated,
      golf_course_id: tournament.golf_course_id,
      tournament_id: tournament.id,
      calculated_at: now,
      calculated_by: actor.userId,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'tournament_results',
    entityId: stored!.id,
    detail: {
      tournament_id: tournament.id,
      format: calculated.format,
      basis: calculated.basis,
      replaced_id: currentId,
      ...(correction ? { correction: true } : {}),
    },
  });
  return resultsAnswer(
    stored!,
    null,
    await resultPrizes(tx, tournament.id),
    await resultCorrections(tx, tournament.id),
  );
}
