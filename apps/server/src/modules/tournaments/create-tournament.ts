import type { TournamentFormat } from '@fairway/contract';
import { recommendedAllowance } from '@fairway/golf';
import { writeAudit } from '../../core/audit.js';
import type { RecordChange } from '../../core/record-change.js';
import { tournaments } from '../../db/schema/index.js';
import { keepTournamentRounds } from './keep-tournament-rounds.js';

/**
 * A new tournament, its terms as sent and, where it says nothing, the format's recommended handicap allowance (WHS
 * Appendix C, from `@fairway/golf`) and, for a 9-hole event, the front nine. It starts as a draft, with its rounds
 * (`rounds_count`, one unless it says) made and dated from its dates by `keepTournamentRounds`.
 */
export async function createTournament({ tx, input, actor }: RecordChange): Promise<number> {
  const format = input.format as TournamentFormat;
  const holes = (input.holes as 9 | 18 | undefined) ?? 18;
  const allowance =
    (input.handicap_allowance as number | undefined) ??
    recommendedAllowance({ format, teamBestN: (input.team_best_n as number | null | undefined) ?? undefined });
  const [created] = await tx
    .insert(tournaments)
    .values({
      ...(input as Partial<typeof tournaments.$inferInsert>),
      golf_course_id: actor.golfCourseId!,
      name: input.name as string,
      start_date: input.start_date as string,
      end_date: input.end_date as string,
      format,
      holes,
      nine: holes === 9 ? ((input.nine as 'front' | 'back' | null | undefined) ?? 'front') : null,
      handicap_allowance: allowance,
      status: 'draft',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  await writeAudit(tx, actor, { action: 'create', entity: 'tournaments', entityId: created!.id, detail: input });
  await keepTournamentRounds(tx, actor, created!);
  return created!.id;
}
