/** A Handicap Index as golfers write it: 12.4, and a plus handicap as +1.2 (stored as -1.2). */
export function indexText(index: number | null | undefined): string {
  if (index === null || index === undefined) return '';
  return index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);
}

/** A golfer as a club's lists sort them: "Bell, Heather". */
export function nameOf(golfer: Record<string, unknown>): string {
  const last = String(golfer.last_name ?? '');
  const first = String(golfer.first_name ?? '');
  return last && first ? `${last}, ${first}` : last || first;
}
