import { min } from 'drizzle-orm';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ledgerEntries } from '../../db/schema/index.js';

/** The same day `years` years from `day` (29 February falls back to 28 February). */
function yearsFrom(day: string, years: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCFullYear(moved.getUTCFullYear() + years, moved.getUTCMonth(), 1);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(Number(day.slice(8, 10)), lastDay));
  return moved.toISOString().slice(0, 10);
}

/**
 * Refuses a posting dated outside the club's sane window (decision 0095): from a year before the start of its books
 * to a year after today. The books start at its first posting, or a year ago for a club that began posting since or
 * not at all (its opening balances may be those of a year just closed). A date typed the wrong way round (0015 for
 * 2015) never reaches the ledger. The message names the window in the club's format.
 */
export async function checkPostingDates(
  tx: Database,
  golfCourseId: number,
  field: string,
  dates: readonly string[],
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const [first] = await tx
    .select({ day: min(ledgerEntries.entry_date) })
    .from(ledgerEntries)
    .where(inClub(ledgerEntries, golfCourseId));
  const aYearAgo = yearsFrom(today, -1);
  const earliest = yearsFrom(first?.day && first.day < aYearAgo ? first.day : aYearAgo, -1);
  const latest = yearsFrom(today, 1);
  if (dates.every((date) => date >= earliest && date <= latest)) return;
  const club = await clubDates(tx, golfCourseId);
  throw new InvalidInputError({
    [field]: [`Enter a date from ${formatClubDate(earliest, club)} to ${formatClubDate(latest, club)}.`],
  });
}
