/** A golfer as a club's lists sort them: "Bell, Heather". */
export function nameOf(golfer: Record<string, unknown>): string {
  const last = String(golfer.last_name ?? '');
  const first = String(golfer.first_name ?? '');
  return last && first ? `${last}, ${first}` : last || first;
}
