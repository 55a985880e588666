import type { ResultCategory, ResultChange, ResultRow } from '@fairway/contract';

const standingOf = (row: ResultRow | undefined) =>
  row
    ? {
        position: row.position,
        position_display: row.position_display,
        gross: row.gross,
        net: row.net,
        points: row.points,
      }
    : null;

/**
 * What a recalculation changes against the published results: each player whose position or totals differ in a
 * table, with both lines, table by table in the recalculated order (a table or a player only in the published results
 * last). Nothing is golf arithmetic here: both sides are `@fairway/golf`'s results as stored.
 */
export function compareResults(
  published: readonly ResultCategory[],
  recalculated: readonly ResultCategory[],
): ResultChange[] {
  const names = [
    ...recalculated.map((table) => table.category),
    ...published.map((table) => table.category).filter((name) => !recalculated.some((t) => t.category === name)),
  ];
  return names.flatMap((category) => {
    const before = published.find((table) => table.category === category)?.rows ?? [];
    const after = recalculated.find((table) => table.category === category)?.rows ?? [];
    const players = [
      ...after.map((row) => row.member_id),
      ...before.map((row) => row.member_id).filter((id) => !after.some((row) => row.member_id === id)),
    ];
    return players.flatMap((memberId) => {
      const old = before.find((row) => row.member_id === memberId);
      const now = after.find((row) => row.member_id === memberId);
      const line = { published: standingOf(old), recalculated: standingOf(now) };
      if (JSON.stringify(line.published) === JSON.stringify(line.recalculated)) return [];
      return [{ category, member_id: memberId, name: (now ?? old)!.name, ...line }];
    });
  });
}
