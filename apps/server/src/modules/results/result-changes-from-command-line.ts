import { type PublishedResultChanges, Role, republishResultsInput, validationMessage } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { formatWords } from './calculate-results.js';
import { listResultChanges } from './list-result-changes.js';
import { republishResults } from './republish-results.js';

type Change = PublishedResultChanges['changes'][number];
type TeamChange = PublishedResultChanges['team_changes'][number];
type MatchChange = PublishedResultChanges['match_changes'][number];

const rowWords = (line: Change['published']) => {
  if (!line) return 'not in the table';
  const score =
    line.points !== null
      ? `${line.points} points`
      : line.net !== null
        ? `net ${line.net}${line.gross !== null ? ` (gross ${line.gross})` : ''}`
        : line.gross !== null
          ? `gross ${line.gross}`
          : 'no score';
  return `${line.position_display}, ${score}`;
};

const teamWords = (line: TeamChange['published']) =>
  line ? `${line.position_display}, ${line.total ?? 'no return'}` : 'not ranked';

const matchWords = (line: MatchChange['published']) => {
  if (!line) return 'not played';
  const outcome = !line.decided ? `${line.state} so far` : line.winner ? `${line.winner} ${line.state}` : 'halved';
  const points = line.points.every((value) => value === null) ? '' : ` (points ${line.points.join('-')})`;
  const bets = line.settlements.every((value) => value === null) ? '' : ` (bets ${line.settlements.join(' / ')})`;
  return `${outcome}${points}${bets}`;
};

/** A listed tournament in plain lines: the tournament, then each line that would change, published -> recalculated. */
function tournamentLines(listed: PublishedResultChanges): string[] {
  return [
    `${listed.tournament_name} (${listed.start_date}, ${formatWords[listed.format]}, #${listed.tournament_id}), published ${listed.published_at.toISOString()}:`,
    ...(listed.refusal ? [`  cannot be published again: ${listed.refusal}`] : []),
    ...listed.changes.map(
      (change) =>
        `  ${change.category ? `${change.category}: ` : ''}${change.name}: ${rowWords(change.published)} -> ${rowWords(change.recalculated)}`,
    ),
    ...listed.team_changes.map(
      (change) => `  ${change.name}: ${teamWords(change.published)} -> ${teamWords(change.recalculated)}`,
    ),
    ...listed.match_changes.map(
      (change) =>
        `  round ${change.round_number}, group ${change.group_number}, ${change.name}: ${matchWords(change.published)} -> ${matchWords(change.recalculated)}`,
    ),
  ];
}

/**
 * `npm run results:changes -- --club <id> [--republish --reason "..."]`: the club's published results that its stored
 * scores and handicaps, by the rules as the server holds them now, would change (`listResultChanges`), in plain
 * lines; with `republish`, each that may be published again is, with the reason (`republishResults`: kept with the
 * results, audited as the command line's, the players whose result changed mailed). Answers the lines to print.
 */
export async function resultChangesFromCommandLine(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  options: { club: number; republish: boolean; reason: string | undefined },
): Promise<string[]> {
  const [club] = await db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(eq(golfCourses.id, options.club));
  if (!club) throw new InvalidInputError({ club: [`No club has the id ${options.club}.`] });
  const reason = options.republish ? republishResultsInput.safeParse({ reason: options.reason }) : undefined;
  if (reason && !reason.success) {
    throw new InvalidInputError({ reason: reason.error.issues.map((issue) => validationMessage(issue)) });
  }
  // The operator at the server's command line, running every event of the club, as the audit log names them.
  const actor: Actor = { userId: null, golfCourseId: club.id, ip: 'command line', roles: [Role.admin] };
  const listed = await listResultChanges(db, actor);
  if (listed.length === 0) return [`No published result of ${club.name} would change.`];
  const lines = [
    `${listed.length} published result${listed.length === 1 ? '' : 's'} of ${club.name} would change:`,
    ...listed.flatMap(tournamentLines),
  ];
  if (!reason?.success) return lines;
  for (const tournament of listed.filter((one) => one.refusal === null)) {
    await republishResults(db, config, actor, tournament.tournament_id, reason.data.reason);
    lines.push(`Published again: ${tournament.tournament_name}.`);
  }
  return lines;
}
