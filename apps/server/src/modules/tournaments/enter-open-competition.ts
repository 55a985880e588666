import type { Config } from '../../config.js';
import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, golfCourses, tournamentEntryRules, tournaments } from '../../db/schema/index.js';
import { visitorOf } from './visitor-of.js';
import { readCompetitionEntry } from './read-competition-entry.js';
import { type CompetitionEntryInput, takeCompetitionEntries } from './take-competition-entries.js';

/**
 * A member of the active club, their home club, enters another club's open event with their own login
 * (`takeCompetitionEntries`, a batch of one, under the host's rules: a refusal is a 409 saying why, an event not open to other clubs
 * among them). Their entry is the host's, made in the host's name, and shows their home club; it awaits the
 * organiser's approval where the event asks for it. A tournament of another club that takes no members' entries, or
 * of the caller's own club, is not found; a member of the host enters from the host's own Competitions (a guest of
 * the host may enter as a golfer of their home club). Answers the
 * entry.
 */
export async function enterOpenCompetition(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournamentId: number,
  input: CompetitionEntryInput,
) {
  const homeClubId = actor.golfCourseId!;
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ hostId: tournaments.golf_course_id, hostName: golfCourses.name })
      .from(tournaments)
      .innerJoin(tournamentEntryRules, eq(tournamentEntryRules.tournament_id, tournaments.id))
      .innerJoin(golfCourses, eq(golfCourses.id, tournaments.golf_course_id))
      .where(and(eq(tournaments.id, tournamentId), ne(tournaments.golf_course_id, homeClubId)));
    if (!event) throw new NotFoundError();
    const visitor = await visitorOf(tx, actor);
    if (!visitor) throw new ForbiddenError('Only a member of your club enters the open events of other clubs.');
    const [tie] = await tx
      .select({ id: golfCourseMembers.id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, event.hostId),
          eq(golfCourseMembers.member_id, visitor.id),
          eq(golfCourseMembers.is_guest, false),
        ),
      );
    if (tie) throw new ConflictError(`You are a member of ${event.hostName}: enter from its own Competitions.`);
    const [taken] = await takeCompetitionEntries(tx, config, event.hostId, tournamentId, [
      { actor: { ...actor, golfCourseId: event.hostId }, entrant: visitor, input },
    ]);
    if ('error' in taken!) throw taken.error;
    return readCompetitionEntry(tx, homeClubId, taken!.answer.id);
  });
}
