/** One ledger entry of a member, as ageing reads it: `reversalOf` names the entry a void reversed. */
export type AgeableEntry = {
  id: number;
  date: string;
  debitMinor: number;
  creditMinor: number;
  reversalOf: number | null;
};

/** A balance split by the age of what is owed: under 30 days (current), 30, 60, or 90 days and more. */
export type AgedBuckets = {
  current_minor: number;
  days_30_minor: number;
  days_60_minor: number;
  days_90_plus_minor: number;
};

const dayMs = 86_400_000;

/** The bucket of a debt `days` old. */
function bucketOf(days: number): keyof AgedBuckets {
  if (days >= 90) return 'days_90_plus_minor';
  if (days >= 60) return 'days_60_minor';
  if (days >= 30) return 'days_30_minor';
  return 'current_minor';
}

/**
 * A member's balance on `asOf` split by age, by one rule: every credit settles the oldest debt first, and a void
 * undoes its document as if it had never been posted. An entry and its reversal, both dated by `asOf`, cancel each
 * other wherever the reversal is dated (a payment voided today gives back the 90-day-old debt it had settled, not a
 * debt of today); a reversal whose entry is dated after `asOf` counts on its own date. What credits leave unsettled
 * of each day's debts is owed from that day; credit left over is current (negative). The buckets sum to the balance
 * of the entries dated by `asOf`.
 */
export function ageLedgerEntries(entries: readonly AgeableEntry[], asOf: string): AgedBuckets {
  const dated = entries.filter((entry) => entry.date <= asOf);
  const datedIds = new Set(dated.map((entry) => entry.id));
  const reversed = new Set(
    dated.flatMap((entry) => (entry.reversalOf !== null && datedIds.has(entry.reversalOf) ? [entry.reversalOf] : [])),
  );
  const standing = dated.filter(
    (entry) => !reversed.has(entry.id) && !(entry.reversalOf !== null && reversed.has(entry.reversalOf)),
  );
  const buckets: AgedBuckets = { current_minor: 0, days_30_minor: 0, days_60_minor: 0, days_90_plus_minor: 0 };
  let credit = standing.reduce((sum, entry) => sum + entry.creditMinor, 0);
  const debts = standing
    .filter((entry) => entry.debitMinor > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const debt of debts) {
    const settled = Math.min(credit, debt.debitMinor);
    credit -= settled;
    const owed = debt.debitMinor - settled;
    if (owed > 0) buckets[bucketOf(Math.floor((Date.parse(asOf) - Date.parse(debt.date)) / dayMs))] += owed;
  }
  buckets.current_minor -= credit;
  return buckets;
}
