import type {
  ResultCategory,
  ResultChange,
  ResultMatch,
  ResultMatchChange,
  ResultRow,
  ResultTeam,
  ResultTeamChange,
} from '@fairway/contract';

/** What a calculation stores that a comparison reads: the tables, the matches, the pairs, teams and sides. */
export type ComparedResults = {
  categories: readonly ResultCategory[];
  matches: readonly ResultMatch[];
  teams: readonly ResultTeam[];
};

/** The lines of two results that differ: players', pairs' or teams', and matches'. */
export type ResultDifferences = {
  changes: ResultChange[];
  team_changes: ResultTeamChange[];
  match_changes: ResultMatchChange[];
};

const rowStanding = (row: ResultRow | undefined) =>
  row
    ? {
        position: row.position,
        position_display: row.position_display,
        gross: row.gross,
        net: row.net,
        points: row.points,
      }
    : null;

const teamStanding = (team: ResultTeam | undefined) =>
  team ? { position: team.position, position_display: team.position_display, total: team.total } : null;

const matchStanding = (match: ResultMatch | undefined) =>
  match
    ? {
        state: match.state,
        winner: match.winner,
        decided: match.decided,
        points: match.sides.map((side) => side.points),
        settlements: match.sides.map((side) => side.settlement),
      }
    : null;

/**
 * Pairs each line of the recalculated results with the published one of the same key, then those only published,
 * and keeps the pairs whose standings differ.
 */
function differing<Line, Standing, Change>(
  published: readonly Line[],
  recalculated: readonly Line[],
  keyOf: (line: Line) => string,
  standingOf: (line: Line | undefined) => Standing,
  changeOf: (line: Line, before: Standing, after: Standing) => Change,
): Change[] {
  const keys = [
    ...recalculated.map(keyOf),
    ...published.map(keyOf).filter((key) => !recalculated.some((line) => keyOf(line) === key)),
  ];
  return keys.flatMap((key) => {
    const old = published.find((line) => keyOf(line) === key);
    const now = recalculated.find((line) => keyOf(line) === key);
    const before = standingOf(old);
    const after = standingOf(now);
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [changeOf((now ?? old)!, before, after)];
  });
}

/**
 * What a recalculation changes against the published results: each player whose position or totals differ in a
 * table, each pair, team or side whose place or total differ, each match whose result, points or settlement differ,
 * with both lines, in the recalculated order (a line only in the published results last). Nothing is golf arithmetic
 * here: both sides are `@fairway/golf`'s results as stored.
 */
export function compareResults(published: ComparedResults, recalculated: ComparedResults): ResultDifferences {
  const tables = [
    ...recalculated.categories.map((table) => table.category),
    ...published.categories
      .map((table) => table.category)
      .filter((name) => !recalculated.categories.some((table) => table.category === name)),
  ];
  const rowsOf = (results: ComparedResults, category: string) =>
    results.categories.find((table) => table.category === category)?.rows ?? [];
  return {
    changes: tables.flatMap((category) =>
      differing(
        rowsOf(published, category),
        rowsOf(recalculated, category),
        (row) => String(row.member_id),
        rowStanding,
        (row, before, after): ResultChange => ({
          category,
          member_id: row.member_id,
          name: row.name,
          published: before,
          recalculated: after,
        }),
      ),
    ),
    team_changes: differing(
      published.teams,
      recalculated.teams,
      (team) => String(team.team_id),
      teamStanding,
      (team, before, after): ResultTeamChange => ({
        team_id: team.team_id,
        name: team.name,
        published: before,
        recalculated: after,
      }),
    ),
    match_changes: differing(
      published.matches,
      recalculated.matches,
      (match) => `${match.round_number}:${match.group_number}`,
      matchStanding,
      (match, before, after): ResultMatchChange => ({
        round_number: match.round_number,
        group_number: match.group_number,
        name: match.sides.map((side) => side.name).join(' v '),
        published: before,
        recalculated: after,
      }),
    ),
  };
}
