import type { MatchSide, ResultBet, ResultMatch, ResultTeam } from '@fairway/contract';
import {
  type Bet,
  GolfInputError,
  type ManualPress,
  type NassauOutcome,
  type NassauSpan,
  matchPlay,
  matchPlayHoleResults,
  nassau,
  ryderCupTotals,
} from '@fairway/golf';
import { InvalidInputError } from '../../core/domain-errors.js';
import { playingHandicapInMatch } from '../courses/index.js';
import { positionDisplay } from './position-display.js';
import { roundCard } from './round-card.js';
import type { MatchFormatInput, MatchFormatOutcome, MatchTeam } from './read-match-groups.js';
import type { EntryCard } from './read-tournament-cards.js';

type Side = { team: MatchTeam | null; players: EntryCard[] };

const namesOf = (players: EntryCard[]) => players.map((player) => player.name).join(' & ');
const sideName = (side: Side) => side.team?.name ?? namesOf(side.players);
const leadText = (lead: number) => (lead === 0 ? 'AS' : `${lead} UP`);

/**
 * A Nassau bet in words: which bet, over which holes (card hole numbers), who pressed and why, and how it stands or
 * ended.
 */
function betWords(
  span: ResultBet['span'],
  bet: Bet,
  sides: [Side, Side],
  pressWhenDown: number,
  holeNumber: (position: number) => number,
): string {
  const spanWords = { front: 'Front 9', back: 'Back 9', overall: 'Overall 18' }[span];
  const [start, end] = [holeNumber(bet.startHole), holeNumber(bet.endHole)];
  const holes = start === end ? `hole ${end}` : `holes ${start}-${end}`;
  const presser = bet.pressedBy === null ? '' : sideName(sides[bet.pressedBy === 'A' ? 0 : 1]);
  const what =
    bet.pressedBy === null
      ? `${spanWords} (${holes})`
      : bet.calledAfterHole === null
        ? `${spanWords}: press by ${presser}, ${pressWhenDown} down, ${holes}`
        : `${spanWords}: press called by ${presser} after hole ${holeNumber(bet.calledAfterHole)}, ${holes}`;
  const leader = bet.leader === null ? null : sideName(sides[bet.leader === 'A' ? 0 : 1]);
  if (!bet.complete) return `${what}: ${leader === null ? 'level' : `${leader} ${leadText(bet.lead)}`} so far`;
  return `${what}: ${leader === null ? 'halved' : `won by ${leader} ${leadText(bet.lead)}`}`;
}

/**
 * A Ryder Cup's or a press and re-press's matches, one a group of each round: hole results from `@fairway/golf`'s
 * `matchPlayHoleResults` on the playing handicaps (a Ryder Cup's each at its match's format's allowance,
 * `playingHandicapInMatch`; the lowest off 0; a ball picked up concedes the hole), each player
 * on their own card (their tee set's and gender's stroke indexes), the 18-hole
 * match by `matchPlay` ("3&2", "1 UP", "AS"). A Ryder Cup's group is its side A players against its side B players, a
 * decided match earning 1, 0.5 or 0 (`ryderCupTotals`), and the two sides' totals. A press and re-press's group is two
 * teams, or two players without teams, each match with its Nassau (`nassau`: front, back, overall, a press at the tournament's
 * `press_when_down`, and the presses called by hand) and settlement; a press by hand that no longer stands (400). Refused (400): a player of a Ryder Cup on neither side, a group not one or two a side, a Ryder Cup
 * match not decided, a Nassau not of 18 holes.
 */
export function matchResults(input: MatchFormatInput): MatchFormatOutcome {
  const ryderCup = input.format === 'ryder_cup';
  const entryOf = new Map(input.entries.map((entry) => [entry.memberId, entry]));
  const teamOf = new Map(input.teams.map((team) => [team.id, team]));
  const sideA = input.teams.find((team) => team.side === 'A');
  const sideB = input.teams.find((team) => team.side === 'B');
  if (ryderCup && (!sideA || !sideB)) {
    throw new InvalidInputError({
      non_field_errors: ['A Ryder Cup is played by two teams, side A and side B: give each team its side.'],
    });
  }
  const errors: string[] = [];
  const matches: ResultMatch[] = [];
  const decided: { result: 'A' | 'B' | 'halved' | null }[] = [];
  input.rounds.forEach((round, roundIndex) => {
    const holes = roundCard(round);
    if (!ryderCup && holes.length !== 18) {
      errors.push(`A Nassau is played over 18 holes; round ${round.roundNumber} has ${holes.length}.`);
      return;
    }
    for (const group of input.groups.filter((line) => line.roundId === round.id)) {
      const where =
        input.rounds.length > 1 ? `group ${group.number} of round ${round.roundNumber}` : `group ${group.number}`;
      const players = group.memberIds.map((id) => entryOf.get(id)).filter((entry) => entry !== undefined);
      let sides: [Side, Side];
      if (ryderCup) {
        const wrong = players.filter((player) => {
          const side = player.teamId === null ? null : teamOf.get(player.teamId)?.side;
          return side !== 'A' && side !== 'B';
        });
        if (wrong.length > 0) {
          errors.push(
            `${wrong.map((player) => player.name).join(', ')} (${where}) ${wrong.length === 1 ? 'plays' : 'play'} for neither side: each player of a Ryder Cup is in side A's team or side B's.`,
          );
          continue;
        }
        sides = [
          { team: sideA!, players: players.filter((player) => player.teamId === sideA!.id) },
          { team: sideB!, players: players.filter((player) => player.teamId === sideB!.id) },
        ];
      } else {
        const teamIds = [...new Set(players.map((player) => player.teamId))];
        if (teamIds.length === 2 && !teamIds.includes(null)) {
          sides = [
            { team: teamOf.get(teamIds[0]!)!, players: players.filter((player) => player.teamId === teamIds[0]) },
            { team: teamOf.get(teamIds[1]!)!, players: players.filter((player) => player.teamId === teamIds[1]) },
          ];
        } else if (players.length === 2 && teamIds.length === 1 && teamIds[0] === null) {
          sides = [
            { team: null, players: [players[0]!] },
            { team: null, players: [players[1]!] },
          ];
        } else {
          errors.push(
            `${where[0]!.toUpperCase()}${where.slice(1)} (${namesOf(players)}) is not a match: a press and re-press match is two players, or two teams of one or two, a group.`,
          );
          continue;
        }
      }
      const [a, b] = sides;
      if (a.players.length !== b.players.length || a.players.length < 1 || a.players.length > 2) {
        errors.push(
          `${where[0]!.toUpperCase()}${where.slice(1)} is not a match: ${sideName(a)} has ${a.players.length} (${namesOf(a.players)}) and ${sideName(b)} ${b.players.length} (${namesOf(b.players)}); a match is one or two a side.`,
        );
        continue;
      }
      const format = a.players.length === 1 ? 'singles' : 'fourball';
      // A Ryder Cup's match is played at its own format's allowance; a press and re-press at the event's.
      const handicapInMatch = (player: EntryCard) =>
        ryderCup
          ? playingHandicapInMatch(player, {
              format,
              holeCount: holes.length,
              maximumPlayingHandicap: input.maximumPlayingHandicap,
            })
          : player.playingHandicap;
      const cardOf = (player: EntryCard) => ({
        strokes: player.rounds[roundIndex]!.strokes,
        played: player.rounds[roundIndex]!.played,
        playingHandicap: input.basis === 'gross' ? 0 : (handicapInMatch(player) ?? 0),
        holes: player.rounds[roundIndex]!.holes,
      });
      const holeResults = matchPlayHoleResults({
        holes,
        format,
        sides: [a.players.map(cardOf), b.players.map(cardOf)],
      });
      const outcome = matchPlay({ holeResults, holeCount: holes.length });
      const last = outcome.states.at(-1);
      if (ryderCup && outcome.result === null) {
        errors.push(
          `The match of ${where} (${namesOf(a.players)} v ${namesOf(b.players)}) is not decided: ${last ? `${last.text} after ${last.hole} holes` : 'no hole has a result'}; complete its cards.`,
        );
        continue;
      }
      const result = outcome.result ? (outcome.result.winner ?? 'halved') : null;
      decided.push({ result });
      const points = ryderCup ? ryderCupTotals({ matches: [{ result }] }) : null;
      const holeNumber = (position: number) => round.holes[position - 1]!.number;
      let bets: NassauOutcome | null = null;
      if (!ryderCup) {
        const manualPresses: Partial<Record<NassauSpan, ManualPress[]>> = {};
        for (const press of group.presses) {
          const afterHole = round.holes.findIndex((hole) => hole.number === press.afterHole) + 1;
          (manualPresses[press.span] ??= []).push({ afterHole, side: press.side });
        }
        try {
          bets = nassau({ holeResults, pressWhenDown: input.pressWhenDown, manualPresses });
        } catch (error) {
          if (!(error instanceof GolfInputError)) throw error;
          errors.push(
            `A press called by hand in ${where} does not stand: ${error.message.slice(error.field.length + 2)}.`,
          );
          continue;
        }
      }
      const nassauBets = bets;
      const betLines: ResultBet[] = nassauBets
        ? (['front', 'back', 'overall'] as const).flatMap((span) =>
            nassauBets[span].map((bet) => ({
              span,
              start_hole: holeNumber(bet.startHole),
              end_hole: holeNumber(bet.endHole),
              pressed_by: bet.pressedBy,
              called_after_hole: bet.calledAfterHole === null ? null : holeNumber(bet.calledAfterHole),
              winner: bet.leader,
              lead: bet.lead,
              complete: bet.complete,
              explanation: betWords(span, bet, sides, input.pressWhenDown, holeNumber),
            })),
          )
        : [];
      matches.push({
        round_number: round.roundNumber,
        group_number: group.number,
        group_id: group.id,
        format,
        sides: sides.map((side, index) => {
          const letter: MatchSide = index === 0 ? 'A' : 'B';
          return {
            side: letter,
            team_id: side.team?.id ?? null,
            name: sideName(side),
            players: side.players.map((player) => ({
              member_id: player.memberId,
              name: player.name,
              playing_handicap: handicapInMatch(player),
            })),
            points: points ? points[letter] : null,
            settlement: bets ? bets.settlement[letter] : null,
          };
        }),
        holes_played: outcome.states.length,
        state: outcome.result?.text ?? last?.text ?? '',
        winner: outcome.result?.winner ?? null,
        decided: outcome.result !== null,
        bets: betLines,
      });
    }
  });
  if (errors.length > 0) throw new InvalidInputError({ non_field_errors: errors });
  if (!ryderCup) return { matches, teams: [] };
  const totals = ryderCupTotals({ matches: decided });
  const teams = [sideA!, sideB!].map((team): ResultTeam => {
    const mine = totals[team.side as MatchSide];
    const theirs = totals[team.side === 'A' ? 'B' : 'A'];
    const tied = mine === theirs;
    const position = mine >= theirs ? 1 : 2;
    return {
      position,
      position_display: positionDisplay(position, tied),
      tied,
      team_id: team.id,
      name: team.name,
      colour: team.colour,
      side: team.side as MatchSide,
      total: mine,
      hole_scores: [],
      members: input.entries
        .filter((entry) => entry.teamId === team.id)
        .map((entry) => ({
          member_id: entry.memberId,
          name: entry.name,
          playing_handicap: entry.playingHandicap,
          counting_holes: [],
        })),
    };
  });
  // The side ahead first; level, side A first.
  return { matches, teams: teams.sort((left, right) => left.position! - right.position!) };
}
