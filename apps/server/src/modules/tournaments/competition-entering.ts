import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { type AskSettled, asksTogether } from '../../core/asks-together.js';
import { ForbiddenError, NotFoundError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, members } from '../../db/schema/index.js';
import { golfersOfClub } from './golfers-of-club.js';
import { readCompetitionEntries } from './read-competition-entries.js';
import { type CompetitionEntryInput, takeCompetitionEntries } from './take-competition-entries.js';

type EnterAsk = { actor: Actor; tournamentId: number; input: CompetitionEntryInput };
type CompetitionEntry = Awaited<ReturnType<typeof readCompetitionEntries>>[number];

/**
 * Golfers of the club entering a competition of the club themselves, asked together (`takeCompetitionEntries`, in one
 * transaction under the tournament's lock): into the field with its fee posted to their account while a place is
 * free and no one waits before them, else onto the waiting list where the event keeps one; where the event plays as
 * sides or teams, with the partners they name, all at once. Answers each ask its entry, or its own refusal. A caller
 * who is not a golfer of the club is refused (403); another club's tournament is not found.
 */
async function enterCompetitions(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  asks: readonly EnterAsk[],
): Promise<AskSettled<CompetitionEntry>[]> {
  const { actor, tournamentId } = asks[0]!;
  const golfCourseId = actor.golfCourseId!;
  const userIds = asks.map((ask) => ask.actor.userId!);
  const entrants = await golfersOfClub(tx, golfCourseId, amongIds(members.user_id, userIds));
  const entering = asks.flatMap((ask) => {
    const entrant = entrants.find((golfer) => golfer.userId === ask.actor.userId);
    return entrant ? [{ ...ask, entrant }] : [];
  });
  const taken = await takeCompetitionEntries(tx, config, golfCourseId, tournamentId, entering);
  const ids = taken.flatMap((one) => ('answer' in one ? [one.answer.id] : []));
  const entries =
    ids.length === 0 ? [] : await readCompetitionEntries(tx, golfCourseId, amongIds(competitionEntries.id, ids));
  return asks.map((ask) => {
    const at = entering.findIndex((one) => one.actor === ask.actor);
    if (at === -1) return { error: new ForbiddenError('Only a golfer of the club enters its competitions.') };
    const one = taken[at]!;
    if ('error' in one) return one;
    const entry = entries.find((read) => read.id === one.answer.id);
    return entry ? { answer: entry } : { error: new NotFoundError() };
  });
}

/**
 * Members' own entries of the club's competitions (`enterCompetitions`), gathered per tournament while an earlier
 * batch of it is answered (`asksTogether`) so that a rush of entries is a few transactions, not one per entry queued
 * behind the tournament's lock (decision 0142). A batch that fails as a whole (a fault of one entry's writing) is
 * answered again one ask at a time, so that one bad ask does not fail the others. Made once per app.
 */
export function competitionEntering(db: Database, config: Pick<Config, 'publicUrl' | 'port'>) {
  const answerAll = async (asks: readonly EnterAsk[]): Promise<AskSettled<CompetitionEntry>[]> => {
    try {
      return await db.transaction((tx) => enterCompetitions(tx, config, asks));
    } catch (error) {
      if (asks.length === 1) return [{ error }];
      const settled: AskSettled<CompetitionEntry>[] = [];
      for (const ask of asks) settled.push(...(await answerAll([ask])));
      return settled;
    }
  };
  const enterTogether = asksTogether<string, EnterAsk, CompetitionEntry>((_key, asks) => answerAll(asks), 500);
  return (actor: Actor, tournamentId: number, input: CompetitionEntryInput) =>
    enterTogether(`${actor.golfCourseId}:${tournamentId}`, { actor, tournamentId, input });
}
