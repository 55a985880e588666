import { and, count, eq } from 'drizzle-orm';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { knockoutDraws, knockoutResults } from '../../db/schema/index.js';

/**
 * A tournament's consolation bracket setting holds with its knockout: only a knockout plays one; it is turned on
 * while the draw, if made, has 4 lines or more (a draw of 2 is its own final), and turned off only while no
 * consolation match has its result (409: the results entered stand).
 */
export async function consolationBracketErrors(
  tx: Database,
  value: (field: string) => unknown,
  existing: Record<string, unknown> | null | undefined,
): Promise<FieldErrors> {
  const played = value('consolation_bracket') === true;
  if (played && value('format') !== 'knockout') {
    return { consolation_bracket: ['Only a knockout plays a consolation bracket.'] };
  }
  if (!existing || played === existing.consolation_bracket) return {};
  const tournamentId = existing.id as number;
  if (played) {
    const [draw] = await tx
      .select({ slots: knockoutDraws.slots })
      .from(knockoutDraws)
      .where(eq(knockoutDraws.tournament_id, tournamentId));
    return draw && draw.slots.length < 4
      ? {
          consolation_bracket: [
            'The knockout is drawn with 2 lines: its first round is the final, no one is left for a consolation bracket.',
          ],
        }
      : {};
  }
  const [{ entered }] = (await tx
    .select({ entered: count() })
    .from(knockoutResults)
    .where(and(eq(knockoutResults.tournament_id, tournamentId), eq(knockoutResults.bracket, 'consolation')))) as [
    { entered: number },
  ];
  if (entered > 0) {
    throw new ConflictError(
      `The consolation bracket has ${entered === 1 ? 'a result' : `${entered} results`}: it is played on, and stays.`,
    );
  }
  return {};
}
