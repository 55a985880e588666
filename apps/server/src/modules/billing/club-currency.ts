import { currencyExponent } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';

export type ClubCurrency = { currency: string; exponent: number };

/** The club's currency (ISO 4217) and how many decimals it has: what every amount of the club is read and shown in. */
export async function clubCurrency(db: Database, golfCourseId: number): Promise<ClubCurrency> {
  const [club] = await db
    .select({ currency: golfCourses.currency })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  const currency = club?.currency ?? 'USD';
  return { currency, exponent: currencyExponent(currency) };
}
