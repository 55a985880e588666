import { Role, type MeritPeriod, type OrderOfMerit } from '@fairway/contract';
import { orderOfMerit, type MeritEvent } from '@fairway/golf';
import { and, asc, desc, eq, gt, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import type { Database } from '../../db/client.js';
import { tournamentMasters, tournamentResults, tournaments } from '../../db/schema/index.js';
import { positionDisplay } from './position-display.js';

const ordinal = (position: number) => {
  const tens = position % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
};

/** How the table is made, in words, from the series' terms and its events' weights. */
function explanationOf(
  terms: { table: number[]; bestN: number | null; period: MeritPeriod; to: string },
  events: OrderOfMerit['events'],
): string[] {
  const { table, bestN, period, to } = terms;
  const words = [
    `Points for ${table.length === 1 ? '1st' : `1st to ${ordinal(table.length)}`}: ${table.join(', ')}; a place beyond them earns none.`,
    'Players tied on a place share the points of the places they cover, to 0.1 point.',
  ];
  const weighted = events.filter((event) => event.weight_percent !== 100);
  if (weighted.length > 0) {
    words.push(
      `Counting at their weight: ${weighted.map((event) => `${event.tournament_name} ${event.weight_percent} %`).join(', ')}.`,
    );
  }
  words.push(bestN === null ? 'Every result counts.' : `Each player's best ${bestN} results count.`);
  words.push(
    period === 'season' ? `The ${to.slice(0, 4)} season's events to ${to}.` : `The events of the 12 months to ${to}.`,
  );
  words.push(
    'Level on points, the better best result ranks first, then the next best; still level, they share the place.',
  );
  return words;
}

/**
 * A series' order of merit on a day (by default after its latest counting event): the published results of its
 * tournaments of that calendar year (a season) or of the 12 months to it, each at its weight (a major's 200 %, none at
 * 0), each player placed as in the first results table they are in (their category's, each table's places scoring on
 * their own, so that each category's winner scores 1st place's points; the net where both bases rank),
 * their points, counting results and total from `@fairway/golf`'s `orderOfMerit` on the series' points table and best
 * N. The club's admins count every event; its other people those whose board is not hidden, as the winner history
 * shows them. Another club's series is not found; a series without a points table keeps no order of merit (409).
 */
export async function readOrderOfMerit(
  db: Database,
  actor: Actor,
  seriesId: number,
  day: string | undefined,
): Promise<OrderOfMerit> {
  const [series] = await db
    .select({
      id: tournamentMasters.id,
      name: tournamentMasters.name,
      table: tournamentMasters.merit_points,
      bestN: tournamentMasters.merit_best_n,
      period: tournamentMasters.merit_period,
    })
    .from(tournamentMasters)
    .where(and(eq(tournamentMasters.id, seriesId), inClub(tournamentMasters, actor.golfCourseId!)));
  if (!series) throw new NotFoundError();
  if (!series.table) throw new ConflictError(`${series.name} keeps no order of merit: give the series a points table.`);
  const table = series.table;
  const period = series.period as MeritPeriod;
  const everyEvent = actor.roles?.some((role) => role === Role.admin || role === Role.superAdmin) ?? false;
  const counted = and(
    eq(tournaments.tournament_master_id, series.id),
    inClub(tournaments, actor.golfCourseId!),
    gt(tournaments.merit_weight_percent, 0),
    eq(tournamentResults.published, true),
    // The results everyone reads: a recalculation waiting beside them is not yet.
    isNull(tournamentResults.replaced_at),
    everyEvent ? undefined : ne(tournaments.leaderboard_visibility, 'hidden'),
  );
  let to = day;
  if (to === undefined) {
    const [latest] = await db
      .select({ endDate: tournaments.end_date })
      .from(tournaments)
      .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
      .where(counted)
      .orderBy(desc(tournaments.end_date))
      .limit(1);
    to = latest?.endDate ?? new Date().toISOString().slice(0, 10);
  }
  const rows = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      endDate: tournaments.end_date,
      weightPercent: tournaments.merit_weight_percent,
      // Each results table's lines in order as [table, member id, position, name]: a fifth of the snapshot's bytes.
      lines: sql<
        [number, number, number | null, string][]
      >`(select coalesce(jsonb_agg(jsonb_build_array(tables.ordinality, line.value->'member_id', line.value->'position', line.value->'name') order by tables.ordinality, line.ordinality), '[]') from jsonb_array_elements(${tournamentResults.categories}) with ordinality tables(value, ordinality), jsonb_array_elements(tables.value->'rows') with ordinality line(value, ordinality))`,
    })
    .from(tournaments)
    .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
    .where(
      and(
        counted,
        lte(tournaments.end_date, to),
        period === 'season' ? gte(tournaments.end_date, `${to.slice(0, 4)}-01-01`) : undefined,
      ),
    )
    .orderBy(asc(tournaments.end_date), asc(tournaments.id));
  const names = new Map<string, string>();
  /** Each results table of an event ranks on its own (a category's winner scores 1st place's): its tournament. */
  const tournamentOf = new Map<string, number>();
  /** How many players share each table's positions. */
  const sharing = new Map<string, Map<number | null, number>>();
  const events: MeritEvent[] = rows.flatMap((row) => {
    const placed = new Set<string>();
    const tables = new Map<string, MeritEvent>();
    for (const [table, memberId, position, name] of row.lines) {
      const id = String(memberId);
      if (placed.has(id)) continue;
      placed.add(id);
      names.set(id, name);
      const eventId = `${row.tournamentId}/${table}`;
      const event = tables.get(eventId) ?? {
        id: eventId,
        date: row.endDate,
        weightPercent: row.weightPercent,
        placings: [],
      };
      event.placings.push({ id, position });
      tables.set(eventId, event);
      tournamentOf.set(eventId, row.tournamentId);
      const counts = sharing.get(eventId) ?? new Map<number | null, number>();
      counts.set(position, (counts.get(position) ?? 0) + 1);
      sharing.set(eventId, counts);
    }
    return [...tables.values()];
  });
  const standings = orderOfMerit({
    table,
    events,
    ...(series.bestN === null ? {} : { bestN: series.bestN }),
    ...(period === 'rolling_12_months' ? { rolling12MonthsTo: to } : {}),
  });
  const played = new Set(
    standings.flatMap((standing) => standing.results.map((result) => tournamentOf.get(result.eventId))),
  );
  const counting = rows
    .filter((row) => played.has(row.tournamentId))
    .map((row) => ({
      tournament_id: row.tournamentId,
      tournament_name: row.name,
      end_date: row.endDate,
      weight_percent: row.weightPercent,
    }));
  const shared = new Map<number, number>();
  for (const standing of standings) shared.set(standing.position, (shared.get(standing.position) ?? 0) + 1);
  return {
    tournament_master_id: series.id,
    name: series.name,
    period,
    to,
    points_table: table,
    best_n: series.bestN,
    events: counting,
    standings: standings.map((standing) => {
      const tied = shared.get(standing.position)! > 1;
      return {
        position: standing.position,
        position_display: positionDisplay(standing.position, tied),
        tied,
        member_id: Number(standing.id),
        name: names.get(standing.id)!,
        points: standing.points,
        results: standing.results.map((result) => ({
          tournament_id: tournamentOf.get(result.eventId)!,
          position: result.position,
          position_display: positionDisplay(result.position, sharing.get(result.eventId)!.get(result.position)! > 1),
          points: result.points,
          counting: result.counting,
        })),
      };
    }),
    explanation: explanationOf({ table, bestN: series.bestN, period, to }, counting),
  };
}
