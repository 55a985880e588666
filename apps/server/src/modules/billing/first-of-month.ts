/** The first day of the month `offset` months from the one `day` falls in. */
export function firstOfMonth(day: string, offset = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
}
