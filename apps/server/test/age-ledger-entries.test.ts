import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AgeableEntry, type AgedBuckets, ageLedgerEntries } from '../src/modules/billing/age-ledger-entries.js';

const asOf = '2026-11-29';
const daysBefore = (days: number) => new Date(Date.parse(asOf) - days * 86_400_000).toISOString().slice(0, 10);
const sumOf = (buckets: AgedBuckets) =>
  buckets.current_minor + buckets.days_30_minor + buckets.days_60_minor + buckets.days_90_plus_minor;

describe('ageing a balance', () => {
  it('a voided payment gives back the 90-day-old debt it had settled, not a debt of today', () => {
    const entries: AgeableEntry[] = [
      { id: 1, date: daysBefore(120), debitMinor: 55_400, creditMinor: 0, reversalOf: null },
      { id: 2, date: daysBefore(95), debitMinor: 0, creditMinor: 10_000, reversalOf: null },
    ];
    expect(ageLedgerEntries(entries, asOf)).toEqual({
      current_minor: 0,
      days_30_minor: 0,
      days_60_minor: 0,
      days_90_plus_minor: 45_400,
    });
    const voided = [...entries, { id: 3, date: asOf, debitMinor: 10_000, creditMinor: 0, reversalOf: 2 }];
    expect(ageLedgerEntries(voided, asOf)).toEqual({
      current_minor: 0,
      days_30_minor: 0,
      days_60_minor: 0,
      days_90_plus_minor: 55_400,
    });
  });

  it('settles the oldest debt first and shows credit left over as current', () => {
    const entries: AgeableEntry[] = [
      { id: 1, date: daysBefore(100), debitMinor: 1_000, creditMinor: 0, reversalOf: null },
      { id: 2, date: daysBefore(45), debitMinor: 2_000, creditMinor: 0, reversalOf: null },
      { id: 3, date: asOf, debitMinor: 500, creditMinor: 0, reversalOf: null },
      { id: 4, date: asOf, debitMinor: 0, creditMinor: 1_200, reversalOf: null },
    ];
    expect(ageLedgerEntries(entries, asOf)).toEqual({
      current_minor: 500,
      days_30_minor: 1_800,
      days_60_minor: 0,
      days_90_plus_minor: 0,
    });
    expect(ageLedgerEntries([{ id: 1, date: asOf, debitMinor: 0, creditMinor: 700, reversalOf: null }], asOf)).toEqual({
      current_minor: -700,
      days_30_minor: 0,
      days_60_minor: 0,
      days_90_plus_minor: 0,
    });
  });

  it('for any charges, payments, opening balances and voids: buckets sum to the balance and equal an ageing from scratch', () => {
    const day = fc.integer({ min: -30, max: 400 });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('charge' as const), day, minor: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ kind: fc.constant('payment' as const), day, minor: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ kind: fc.constant('opening' as const), day, minor: fc.integer({ min: -100_000, max: 100_000 }) }),
      fc.record({ kind: fc.constant('void' as const), day, pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        // The ledger as the billing area writes it: an entry per posting, a reversal (debit and credit swapped,
        // dated the day of the void) per void.
        type Posting = { entryId: number; date: string; signedMinor: number; voidedOn: string | null };
        const entries: AgeableEntry[] = [];
        const postings: Posting[] = [];
        for (const action of steps) {
          const date = daysBefore(action.day);
          if (action.kind === 'void') {
            const target = postings[action.pick % Math.max(postings.length, 1)];
            if (!target || target.voidedOn !== null) continue;
            target.voidedOn = date;
            entries.push({
              id: entries.length + 1,
              date,
              debitMinor: Math.max(-target.signedMinor, 0),
              creditMinor: Math.max(target.signedMinor, 0),
              reversalOf: target.entryId,
            });
            continue;
          }
          if (action.minor === 0) continue;
          const signedMinor = action.kind === 'payment' ? -action.minor : action.minor;
          postings.push({ entryId: entries.length + 1, date, signedMinor, voidedOn: null });
          entries.push({
            id: entries.length + 1,
            date,
            debitMinor: Math.max(signedMinor, 0),
            creditMinor: Math.max(-signedMinor, 0),
            reversalOf: null,
          });
        }
        const aged = ageLedgerEntries(entries, asOf);
        const balance = entries
          .filter((entry) => entry.date <= asOf)
          .reduce((sum, entry) => sum + entry.debitMinor - entry.creditMinor, 0);
        expect(sumOf(aged)).toBe(balance);

        // From scratch: the postings standing on `asOf` (a void by then undoes its posting; a void of a posting
        // dated later stands on its own day). What is owed is the newest debts that make up the balance.
        const standing = postings.flatMap(({ date, signedMinor, voidedOn }) => {
          const voided = voidedOn !== null && voidedOn <= asOf;
          if (date <= asOf) return voided ? [] : [{ date, signedMinor }];
          return voided ? [{ date: voidedOn, signedMinor: -signedMinor }] : [];
        });
        const standingBalance = standing.reduce((sum, posting) => sum + posting.signedMinor, 0);
        const expected: AgedBuckets = { current_minor: 0, days_30_minor: 0, days_60_minor: 0, days_90_plus_minor: 0 };
        if (standingBalance <= 0) expected.current_minor = standingBalance;
        let unexplained = standingBalance;
        for (const debt of standing
          .filter((posting) => posting.signedMinor > 0)
          .sort((a, b) => (a.date < b.date ? 1 : -1))) {
          if (unexplained <= 0) break;
          const owed = Math.min(unexplained, debt.signedMinor);
          unexplained -= owed;
          const age = Math.round((Date.parse(asOf) - Date.parse(debt.date)) / 86_400_000);
          const bucket =
            age >= 90
              ? 'days_90_plus_minor'
              : age >= 60
                ? 'days_60_minor'
                : age >= 30
                  ? 'days_30_minor'
                  : 'current_minor';
          expected[bucket] += owed;
        }
        expect(aged).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
