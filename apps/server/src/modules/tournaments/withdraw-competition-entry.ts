import { Role } from '@fairway/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries, tournamentMembers, tournamentTeams } from '../../db/schema/index.js';
import { voidPosting } from '../billing/index.js';
import { entrantOf } from './entrant-of.js';
import { fillFreedPlaces } from './fill-freed-places.js';
import { leaveDrawWhenWithdrawn } from './leave-draw-when-withdrawn.js';
import { lockedCompetition } from './locked-competition.js';
import { tournamentOf } from './tournament-of.js';

/** The statuses of an entry that may be withdrawn. */
const standing = ['entered', 'waiting', 'offered', 'awaiting'] as const;

/** The roles that run tournaments, rather than only play in them. */
const organiserRoles: readonly number[] = [Role.admin, Role.superAdmin, Role.eventManager];

/**
 * Withdraws a member's entry: its golfer until entries close, the tournament's organisers until play starts (recorded
 * in the audit). An entry in the field leaves it and the draw of rounds not started, and its freed place goes to the
 * waiting list (`fillFreedPlaces`); a fee withdrawn in time is reversed in the ledger (billing's `voidPosting`, never
 * deleted), once. A golfer of another club withdraws their entry of an open event from their home club. Another
 * golfer's entry, or another club's, is not found. The golfer who entered a side or team withdraws it whole, each
 * partner's fee reversed alike and the side's places freed together; a partner withdraws only themself, leaving the
 * side a place to fill (decision 0138).
 */
export async function withdrawCompetitionEntry(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  entryId: number,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        tournamentId: competitionEntries.tournament_id,
        memberId: competitionEntries.member_id,
        hostId: competitionEntries.golf_course_id,
      })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.id, entryId),
          or(inClub(competitionEntries, golfCourseId), eq(competitionEntries.home_golf_course_id, golfCourseId)),
        ),
      );
    if (!found) throw new NotFoundError();
    const entrant = await entrantOf(tx, actor);
    const isOwn = entrant?.id === found.memberId;
    const runsTournaments = (actor.roles ?? []).some((role) => organiserRoles.includes(role));
    const organiser =
      found.hostId === golfCourseId &&
      runsTournaments &&
      (await tournamentOf(tx, actor, found.tournamentId)) !== undefined;
    if (!isOwn && !organiser) throw new NotFoundError();
    // A golfer of another club withdrawing from an open event changes the host's field, recorded in the host's audit.
    const hostActor: Actor = { ...actor, golfCourseId: found.hostId };
    const { tournament, rules } = await lockedCompetition(tx, found.hostId, found.tournamentId);
    const [entry] = await tx.select().from(competitionEntries).where(eq(competitionEntries.id, entryId));
    if (!(standing as readonly string[]).includes(entry!.status)) {
      throw new ConflictError(`This entry is already ${entry!.status}.`);
    }
    if (!['draft', 'open'].includes(tournament.status)) {
      throw new ConflictError('Play has started: the organiser marks the entry withdrawn in the field.');
    }
    const now = new Date();
    const inTime = tournament.entries_close_at === null || now.getTime() < tournament.entries_close_at.getTime();
    if (!inTime && !organiser) {
      const closedAt = formatClubDate(tournament.entries_close_at!, await clubDates(tx, found.hostId), {
        withTime: true,
      });
      throw new ConflictError(`Entries closed at ${closedAt}: ask the organiser to withdraw you.`);
    }
    // The golfer who entered a side withdraws it whole; a partner, or the organiser, withdraws the one entry.
    const wholeSide = isOwn && entry!.side_entry_id === entry!.id;
    const withdrawn = wholeSide
      ? await tx
          .select()
          .from(competitionEntries)
          .where(
            and(eq(competitionEntries.side_entry_id, entry!.id), inArray(competitionEntries.status, [...standing])),
          )
          .orderBy(asc(competitionEntries.id))
      : [entry!];
    let placeFreed = false;
    for (const gone of withdrawn) {
      await withdrawEntry(tx, actor, hostActor, gone, { tournamentId: tournament.id, inTime, now, isOwn });
      placeFreed ||= gone.status === 'entered' || gone.status === 'offered';
    }
    if (placeFreed) await fillFreedPlaces(tx, config, hostActor, tournament, rules);
  });
}

/**
 * One entry withdrawn: out of the field and the draw of rounds not started, its fee reversed when in time (once), its
 * status and who withdrew it recorded in the host's audit.
 */
async function withdrawEntry(
  tx: Database,
  actor: Actor,
  hostActor: Actor,
  entry: typeof competitionEntries.$inferSelect,
  { tournamentId, inTime, now, isOwn }: { tournamentId: number; inTime: boolean; now: Date; isOwn: boolean },
) {
  if (entry.status === 'entered' && entry.tournament_member_id !== null) {
    const [left] = await tx
      .delete(tournamentMembers)
      .where(eq(tournamentMembers.id, entry.tournament_member_id))
      .returning({ teamId: tournamentMembers.team_id });
    // A side's team goes with its last golfer: an organiser's team stays, as they made it.
    if (entry.side_entry_id !== null && left?.teamId != null) {
      const [golfer] = await tx
        .select({ id: tournamentMembers.id })
        .from(tournamentMembers)
        .where(eq(tournamentMembers.team_id, left.teamId))
        .limit(1);
      if (!golfer) await tx.delete(tournamentTeams).where(eq(tournamentTeams.id, left.teamId));
    }
    await leaveDrawWhenWithdrawn({
      tx,
      actor: hostActor,
      id: entry.tournament_member_id,
      action: 'update',
      input: { status: 'withdrawn' },
      existing: { status: 'entered', tournament_id: tournamentId, member_id: entry.member_id },
    });
  }
  const reverseFee = inTime && entry.member_expense_id !== null && !entry.fee_reversed;
  if (reverseFee) {
    await voidPosting(tx, hostActor, {
      kind: 'expense',
      id: entry.member_expense_id!,
      reason: 'Entry withdrawn in time',
    });
  }
  await tx
    .update(competitionEntries)
    .set({
      status: 'withdrawn',
      offered_until: null,
      fee_reversed: entry.fee_reversed || reverseFee,
      withdrawn_at: now,
      withdrawn_by: actor.userId,
      updated_at: now,
      updated_by: actor.userId,
    })
    .where(eq(competitionEntries.id, entry.id));
  await writeAudit(tx, hostActor, {
    action: 'update',
    entity: 'competition_entries',
    entityId: entry.id,
    detail: { status: 'withdrawn', by: isOwn ? 'member' : 'organiser', in_time: inTime, fee_reversed: reverseFee },
  });
}
