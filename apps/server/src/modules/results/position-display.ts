/** "NR", "T2", "1": a position as a results table shows it. */
export function positionDisplay(position: number | null, tied: boolean): string {
  return position === null ? 'NR' : `${tied ? 'T' : ''}${position}`;
}
