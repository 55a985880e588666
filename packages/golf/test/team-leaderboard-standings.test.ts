import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScoringBasis, teamLeaderboardStandings, teamScore } from '../src/index.js';
import { CARD, parCard } from './cards.js';

/** The first `thru` holes of a card played, the rest not yet. */
const through = (card: (number | null)[], thru: number) =>
  card.map((strokes, index) => (index < thru ? strokes : null));
/** Strokes on the first holes of the card, the rest not played yet. */
const firstHoles = (strokes: number[]) => [...strokes, ...Array<null>(CARD.length - strokes.length).fill(null)];
const member = (id: string, strokes: (number | null)[], more = {}) => ({ id, strokes, playingHandicap: 0, ...more });

describe('teamLeaderboardStandings (rules document "Team results", "Countback (ties)")', () => {
  it('counts the best 2 of 4 against par on the holes every member has played, and leaves a short team out', () => {
    // Source: appendixC (best 2 of 4 stroke play). Holes 1-3 are par 4, 4, 3.
    // Red, thru 3: hole 1 Ann's 3 and Ben's 4 (-1; Dev's 4 is level with Ben's, Ben comes first), hole 2 Ann's and
    // Cat's 4s (E), hole 3 Dev's 2 and Ann's 3 (-1): -2.
    // Blue: Eve and Fay are through 5, Gus and Hal through 2, so only holes 1-2 count: E, then Eve's 3 and a 4: -1.
    // Green: Ian withdrew and Kit and Lou picked up hole 1, leaving one score where two must count: no return.
    const standings = teamLeaderboardStandings({
      holes: CARD,
      basis: 'gross',
      countingScores: 2,
      teams: [
        {
          id: 'blue',
          members: [
            member('eve', firstHoles([4, 3, 3, 4, 4])),
            member('fay', firstHoles([4, 4, 2, 5, 4])),
            member('gus', firstHoles([5, 5])),
            member('hal', firstHoles([4, 4])),
          ],
        },
        {
          id: 'green',
          members: [
            member('ian', firstHoles([3]), { status: 'withdrawn' }),
            member('jo', firstHoles([4])),
            member(
              'kit',
              firstHoles([4]).map(() => null),
              { played: CARD.map((_, index) => index === 0) },
            ),
            member(
              'lou',
              firstHoles([4]).map(() => null),
              { played: CARD.map((_, index) => index === 0) },
            ),
          ],
        },
        {
          id: 'red',
          members: [
            member('ann', firstHoles([3, 4, 3])),
            member('ben', firstHoles([4, 5, 3])),
            member('cat', firstHoles([5, 4, 4])),
            member('dev', firstHoles([4, 4, 2])),
          ],
        },
      ],
    });
    expect(standings.map((team) => [team.id, team.position, team.tied, team.thru, team.toPar])).toEqual([
      ['red', 1, false, 3, -2],
      ['blue', 2, false, 2, -1],
      ['green', null, false, 1, 0],
    ]);
    expect(standings[0]?.counting.slice(0, 4)).toEqual([['ann', 'ben'], ['ann', 'cat'], ['dev', 'ann'], []]);
    expect(standings[1]?.counting.slice(0, 3)).toEqual([['eve', 'fay'], ['eve', 'fay'], []]);
  });

  it('counts the better Stableford score of a four-ball, net as allocated, a picked-up hole 0 points', () => {
    // Source: rulesOfGolf Rules 21.1b and 23.2. Holes 1-3: par 4, 4, 3, stroke index 9, 1, 17. Pat (10) receives a
    // stroke on holes 1 and 2, Quin (18) on every hole. Pat 5, 5, 4: 2, 2, 1 points; Quin 6, picked up, 3: 1, 0, 3.
    const [pair] = teamLeaderboardStandings({
      holes: CARD,
      basis: 'stableford',
      countingScores: 1,
      teams: [
        {
          id: 'pair',
          members: [
            { id: 'pat', strokes: firstHoles([5, 5, 4]), playingHandicap: 10 },
            {
              id: 'quin',
              strokes: [6, null, 3, ...firstHoles([]).slice(3)],
              played: CARD.map((_, index) => index < 3),
              playingHandicap: 18,
            },
          ],
        },
      ],
    });
    expect(pair).toMatchObject({ position: 1, thru: 3, points: 7, toPar: null });
    expect(pair?.counting.slice(0, 3)).toEqual([['pat'], ['pat'], ['quin']]);
  });

  it('lets teams level share a position while one plays, then counts back on the combined hole scores', () => {
    // Source: golfMonthlyCountback. Early: two birdies on hole 1 and two bogeys on 18, E. Steady: par golf.
    const early = {
      id: 'early',
      members: [
        member('a', parCard({ 1: 3, 18: 5 })),
        member('b', parCard({ 1: 3, 18: 5 })),
        member('c', parCard({ 18: 5 })),
      ],
    };
    const steady = (thru: number) => ({
      id: 'steady',
      members: [member('d', through(parCard(), thru)), member('e', through(parCard(), thru))],
    });
    const playing = teamLeaderboardStandings({
      holes: CARD,
      basis: 'gross',
      countingScores: 2,
      teams: [early, steady(17)],
    });
    expect(playing.map((team) => [team.id, team.position, team.tied, team.toPar])).toEqual([
      ['early', 1, true, 0],
      ['steady', 1, true, 0],
    ]);
    // Both finish E; steady's last nine is E against early's +2.
    const finished = teamLeaderboardStandings({
      holes: CARD,
      basis: 'gross',
      countingScores: 2,
      teams: [early, steady(18)],
    });
    expect(finished.map((team) => [team.id, team.position, team.tied])).toEqual([
      ['steady', 1, false],
      ['early', 2, false],
    ]);
  });

  const strokes18 = fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { freq: 12 }), {
    minLength: 18,
    maxLength: 18,
  });
  const basis = fc.constantFrom<ScoringBasis>('gross', 'net', 'stableford');
  const teamMember = fc.record({
    strokes: strokes18,
    playingHandicap: fc.integer({ min: -5, max: 54 }),
    withdrawn: fc.boolean(),
  });
  const teams = fc.array(fc.array(teamMember, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });

  it('ranks a finished field as teamScore ranks it hole by hole (property)', () => {
    fc.assert(
      fc.property(basis, fc.integer({ min: 1, max: 3 }), teams, (scoringBasis, countingScores, field) => {
        // Every hole played, a null a hole picked up; each team with a member still in play.
        const input = field.map((members, teamIndex) => ({
          id: `t${teamIndex}`,
          members: members.map((card, memberIndex) => ({
            id: `t${teamIndex}m${memberIndex}`,
            strokes: card.strokes,
            played: CARD.map(() => true),
            playingHandicap: card.playingHandicap,
            status: card.withdrawn && memberIndex > 0 ? ('withdrawn' as const) : undefined,
          })),
        }));
        const live = teamLeaderboardStandings({ holes: CARD, basis: scoringBasis, countingScores, teams: input });
        const final = teamScore({
          holes: CARD,
          basis: scoringBasis,
          countingScores,
          scoring: 'per_hole',
          teams: input,
        });
        expect(live.map((team) => [team.id, team.position])).toEqual(final.map((team) => [team.id, team.position]));
      }),
    );
  });

  it('counts at most N scores, of members in play, on holes every one of them has played (property)', () => {
    fc.assert(
      fc.property(
        basis,
        fc.integer({ min: 1, max: 3 }),
        teams,
        fc.array(fc.integer({ min: 0, max: 18 }), { minLength: 24, maxLength: 24 }),
        (scoringBasis, countingScores, field, thrus) => {
          let next = 0;
          const input = field.map((members, teamIndex) => ({
            id: `t${teamIndex}`,
            members: members.map((card, memberIndex) => ({
              id: `t${teamIndex}m${memberIndex}`,
              strokes: through(
                card.strokes.map((strokes) => strokes ?? 4),
                thrus[next++] ?? 0,
              ),
              playingHandicap: card.playingHandicap,
              status: card.withdrawn ? ('withdrawn' as const) : undefined,
            })),
          }));
          const standings = teamLeaderboardStandings({
            holes: CARD,
            basis: scoringBasis,
            countingScores,
            teams: input,
          });
          const positions = standings.map((team) => team.position).filter((position) => position !== null);
          expect(positions).toEqual([...positions].sort((left, right) => left - right));
          for (const standing of standings) {
            const team = input.find((candidate) => candidate.id === standing.id)!;
            const inPlay = team.members.filter((entry) => entry.status === undefined);
            standing.counting.forEach((ids, holeIndex) => {
              expect(ids.length).toBeLessThanOrEqual(countingScores);
              for (const id of ids) {
                const counted = inPlay.find((entry) => entry.id === id);
                expect(counted?.strokes[holeIndex] ?? null).not.toBeNull();
              }
              if (ids.length > 0) expect(inPlay.every((entry) => entry.strokes[holeIndex] !== null)).toBe(true);
            });
            expect(standing.thru).toBe(
              inPlay.length === 0
                ? 0
                : Math.min(...inPlay.map((entry) => entry.strokes.filter((strokes) => strokes !== null).length)),
            );
          }
        },
      ),
    );
  });
});
