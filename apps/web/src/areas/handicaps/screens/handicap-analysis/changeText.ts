/** A change of index as it reads: signed, to one decimal ("+1.2", "−0.6", "0.0"); no change known is a dash. */
export function changeText(change: number | null): string {
  if (change === null) return '–';
  const tenths = Math.round(change * 10);
  const sign = tenths > 0 ? '+' : tenths < 0 ? '−' : '';
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)}`;
}
