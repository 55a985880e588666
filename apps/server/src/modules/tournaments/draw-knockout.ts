import type { knockoutDrawInput } from '@fairway/contract';
import { GolfInputError, knockoutDraw } from '@fairway/golf';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { knockoutDraws, knockoutResults, tournamentMembers, tournaments } from '../../db/schema/index.js';
import { readKnockoutChart } from './read-knockout-chart.js';
import { tournamentOf } from './tournament-of.js';

const closed = new Set(['completed', 'finalised', 'cancelled']);

/**
 * Draws a knockout tournament's bracket from its entered field with `@fairway/golf`'s `knockoutDraw`: seeded by
 * Handicap Index (the lowest first, then the order they entered), at random from a seed kept to replay it, or in the
 * order the organiser lists; byes, when allowed, go to the top seeds. Each round gets its deadline, and the
 * consolation bracket's rounds theirs when the tournament plays one. The draw may be made again until a result is
 * entered. Answers the draw chart.
 */
export async function drawKnockout(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: z.infer<typeof knockoutDrawInput>,
) {
  await db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    await tx.execute(
      sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
    );
    if (tournament.format !== 'knockout') {
      throw new InvalidInputError({
        non_field_errors: [
          `This tournament is played as ${tournament.format.replaceAll('_', ' ')}: only a knockout is drawn as a bracket.`,
        ],
      });
    }
    if (closed.has(tournament.status)) {
      throw new ConflictError(`The tournament is ${tournament.status}: its knockout is not drawn again.`);
    }
    const [{ entered }] = (await tx
      .select({ entered: count() })
      .from(knockoutResults)
      .where(eq(knockoutResults.tournament_id, tournamentId))) as [{ entered: number }];
    if (entered > 0) {
      throw new ConflictError(
        `${entered === 1 ? 'A match has its result' : `${entered} matches have their results`}: the draw stands.`,
      );
    }
    const field = await tx
      .select({ member_id: tournamentMembers.member_id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.status, 'entered')))
      .orderBy(sql`${tournamentMembers.handicap_index} asc nulls last`, asc(tournamentMembers.id));
    const entries = field.map((entry) => entry.member_id);
    const order = input.seeding === 'given' ? givenSeeds(entries, input.seeds) : entries;
    const seed = input.seeding === 'random' ? (input.seed ?? Math.floor(Math.random() * 2_147_483_647)) : null;
    const draw = drawOrRefuse(order, seed, input.byes);
    const rounds = Math.log2(draw.size);
    if (input.round_deadlines.length !== rounds) {
      throw new InvalidInputError({
        round_deadlines: [
          `A draw of ${draw.size} lines plays ${rounds} round${rounds === 1 ? '' : 's'}: give ${rounds} deadline${rounds === 1 ? '' : 's'}, not ${input.round_deadlines.length}.`,
        ],
      });
    }
    if (input.round_deadlines.some((deadline, index) => index > 0 && deadline < input.round_deadlines[index - 1]!)) {
      throw new InvalidInputError({ round_deadlines: ["A round's deadline is not before the round before it."] });
    }
    checkConsolation(tournament.consolation_bracket, rounds, input.consolation_round_deadlines);
    const values = {
      golf_course_id: tournament.golf_course_id,
      tournament_id: tournamentId,
      seeding: input.seeding,
      seed,
      seeds: draw.seeds.map(Number),
      slots: draw.slots.map((slot) => (slot === null ? null : Number(slot))),
      round_deadlines: input.round_deadlines,
      consolation_round_deadlines: input.consolation_round_deadlines ?? null,
      updated_by: actor.userId,
    };
    const [stored] = await tx
      .insert(knockoutDraws)
      .values({ ...values, created_by: actor.userId })
      .onConflictDoUpdate({ target: knockoutDraws.tournament_id, set: { ...values, updated_at: new Date() } })
      .returning({ id: knockoutDraws.id });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'knockout_draws',
      entityId: stored!.id,
      detail: { seeding: input.seeding, seed, size: draw.size, players: order.length },
    });
  });
  return readKnockoutChart(db, actor.golfCourseId!, tournamentId);
}

/**
 * A consolation bracket is played by the first round's losers, so by a draw of 4 lines or more, in one round fewer
 * than the draw; its own deadlines, when given, one a round and none before the round before it.
 */
function checkConsolation(played: boolean, rounds: number, deadlines: readonly string[] | undefined) {
  if (!played) {
    if (deadlines !== undefined) {
      throw new InvalidInputError({
        consolation_round_deadlines: ['The tournament plays no consolation bracket: set it on the tournament first.'],
      });
    }
    return;
  }
  if (rounds < 2) {
    throw new InvalidInputError({
      non_field_errors: [
        "A draw of 2 has no consolation bracket: its first round is the final. Enter more players, or turn the tournament's consolation bracket off.",
      ],
    });
  }
  if (deadlines === undefined) return;
  if (deadlines.length !== rounds - 1) {
    throw new InvalidInputError({
      consolation_round_deadlines: [
        `The consolation bracket plays ${rounds - 1} round${rounds === 2 ? '' : 's'}: give ${rounds - 1} deadline${rounds === 2 ? '' : 's'}, not ${deadlines.length}.`,
      ],
    });
  }
  if (deadlines.some((deadline, index) => index > 0 && deadline < deadlines[index - 1]!)) {
    throw new InvalidInputError({
      consolation_round_deadlines: ["A round's deadline is not before the round before it."],
    });
  }
}

/** The organiser's seed order: every entered player once. */
function givenSeeds(entries: readonly number[], seeds: readonly number[] | undefined): number[] {
  if (seeds === undefined)
    throw new InvalidInputError({ seeds: ['List the entered players in seed order, seed 1 first.'] });
  const entered = new Set(entries);
  const listed = new Set(seeds);
  const missing = entries.filter((memberId) => !listed.has(memberId));
  const strangers = seeds.filter((memberId) => !entered.has(memberId));
  if (missing.length > 0 || strangers.length > 0 || listed.size !== seeds.length) {
    const problems = [
      missing.length > 0 ? `not listed: members ${missing.join(', ')}` : '',
      strangers.length > 0 ? `not entered: members ${strangers.join(', ')}` : '',
      listed.size !== seeds.length ? 'a player listed twice' : '',
    ].filter(Boolean);
    throw new InvalidInputError({ seeds: [`List every entered player once (${problems.join('; ')}).`] });
  }
  return [...seeds];
}

/** The draw, or the golf rules' refusal as the field it concerns. */
function drawOrRefuse(order: readonly number[], seed: number | null, byes: boolean) {
  try {
    return knockoutDraw({
      players: order.map(String),
      seeding: seed === null ? 'given' : 'random',
      seed: seed ?? undefined,
      byes,
    });
  } catch (error) {
    if (!(error instanceof GolfInputError)) throw error;
    const reason = error.message.slice(error.field.length + 2);
    if (error.code === 'byes_needed') {
      throw new InvalidInputError({
        byes: [`${reason}: allow byes, or make the field 2, 4, 8, 16 ... players.`],
      });
    }
    throw new InvalidInputError({ non_field_errors: [`The field: ${reason}.`] });
  }
}
