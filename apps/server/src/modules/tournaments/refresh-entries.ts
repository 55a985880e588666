import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tournamentMembers } from '../../db/schema/index.js';
import type { TournamentRow } from './tournament-of.js';
import { type EntrySnapshot, workOutEntries } from '../courses/index.js';

/** What an entry's handicaps were and would be. */
export type EntryChange = {
  id: number;
  member_id: number;
  name: string;
  before: Pick<
    EntrySnapshot,
    'hole_category_id' | 'handicap_index' | 'course_handicap' | 'playing_handicap' | 'category'
  >;
  after: Pick<
    EntrySnapshot,
    'hole_category_id' | 'handicap_index' | 'course_handicap' | 'playing_handicap' | 'category'
  >;
};

const shown = (entry: Pick<EntrySnapshot, keyof EntryChange['before']>) => ({
  hole_category_id: entry.hole_category_id,
  handicap_index: entry.handicap_index,
  course_handicap: entry.course_handicap,
  playing_handicap: entry.playing_handicap,
  category: entry.category,
});

/**
 * Works a tournament's entries out again from today's indexes and the tournament's tees, allowance, maximum and
 * categories (only `entryIds`, when given), and answers those whose handicaps or category would change; with
 * `apply`, writes them. An entry keeps the tee set it was given unless `resetTees` (the tournament's tee sets
 * changed).
 */
export async function refreshEntries(
  tx: Database,
  tournament: TournamentRow,
  { apply, entryIds, resetTees = false }: { apply: boolean; entryIds?: readonly number[]; resetTees?: boolean },
): Promise<EntryChange[]> {
  const entries = await tx
    .select()
    .from(tournamentMembers)
    .where(
      and(
        eq(tournamentMembers.tournament_id, tournament.id),
        entryIds ? inArray(tournamentMembers.id, [...entryIds]) : undefined,
      ),
    )
    .orderBy(asc(tournamentMembers.id));
  const snapshots = await workOutEntries(
    tx,
    tournament,
    entries.map((entry) => ({
      memberId: entry.member_id,
      holeCategoryId: resetTees ? null : entry.hole_category_id,
    })),
    'non_field_errors',
  );
  const changes: EntryChange[] = [];
  entries.forEach((entry, index) => {
    const snapshot = snapshots[index]!;
    const before = shown({ ...entry, handicap_index: entry.handicap_index as number | null });
    const after = shown(snapshot);
    const ratingsMoved =
      entry.course_rating !== snapshot.course_rating ||
      entry.slope_rating !== snapshot.slope_rating ||
      entry.rated_par !== snapshot.rated_par;
    if (ratingsMoved || JSON.stringify(before) !== JSON.stringify(after)) {
      changes.push({ id: entry.id, member_id: entry.member_id, name: snapshot.name, before, after });
    }
  });
  if (apply) {
    for (const change of changes) {
      const {
        member_id: _memberId,
        name: _name,
        ...snapshot
      } = snapshots[entries.findIndex((entry) => entry.id === change.id)]!;
      await tx
        .update(tournamentMembers)
        .set({ ...snapshot, updated_at: new Date() })
        .where(eq(tournamentMembers.id, change.id));
    }
  }
  return changes;
}
