import type { knockoutResultInput } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, ForbiddenError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { knockoutResults, members } from '../../db/schema/index.js';
import { knockoutMatchOf } from './knockout-match-of.js';
import { readKnockoutChart } from './read-knockout-chart.js';

/**
 * Enters a knockout match's result, of the main draw or the consolation bracket, by either of its two players or an
 * organiser: its words from `@fairway/golf`'s `knockoutMatchResult` (a lead no match ends with is refused), its
 * winner one of the match's players, who goes on to the next round's match of its bracket. The same result entered again changes nothing; a different one is refused (409) naming
 * both. Answers the draw chart.
 */
export async function enterKnockoutResult(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: z.infer<typeof knockoutResultInput>,
) {
  await db.transaction(async (tx) => {
    const { tournament, organised, where, line, players, winner, words } = await knockoutMatchOf(
      tx,
      actor,
      tournamentId,
      input,
    );
    const [own] =
      actor.userId === null
        ? []
        : await tx.select({ id: members.id }).from(members).where(eq(members.user_id, actor.userId));
    if (!organised && !players.some((side) => side.member_id === own?.id)) {
      throw new ForbiddenError(`Only the two players of ${where.toLowerCase()} or an organiser enter its result.`);
    }
    if (line.winner_member_id !== null) {
      if (line.winner_member_id === input.winner_member_id && line.result === words) return;
      const earlier = players.find((side) => side.member_id === line.winner_member_id)!;
      throw new ConflictError(
        `${where} already has its result: ${earlier.name} won ${line.result}. This one says ${winner.name} won ${words}: ask an organiser to look into it.`,
      );
    }
    const [stored] = await tx
      .insert(knockoutResults)
      .values({
        golf_course_id: tournament.golf_course_id,
        tournament_id: tournamentId,
        bracket: input.bracket ?? 'main',
        round: input.round,
        match: input.match,
        winner_member_id: input.winner_member_id,
        decided_by: input.decided_by,
        holes_up: input.holes_up ?? null,
        holes_to_play: input.holes_to_play ?? null,
        extra_holes: input.extra_holes ?? null,
        result: words,
        played_on: input.played_on ?? null,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: knockoutResults.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'knockout_results',
      entityId: stored!.id,
      detail: {
        bracket: input.bracket ?? 'main',
        round: input.round,
        match: input.match,
        winner_member_id: input.winner_member_id,
        result: words,
      },
    });
  });
  return readKnockoutChart(db, actor.golfCourseId!, tournamentId);
}
