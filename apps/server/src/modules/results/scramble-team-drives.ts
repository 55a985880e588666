import type { ScrambleTeamDrives } from '@fairway/contract';
import { scrambleDrives } from '@fairway/golf';

/** A player of a scramble team as its drives name them. */
export type DrivingPartner = { memberId: number; name: string };

const holesInWords = (count: number) => `${count} hole${count === 1 ? '' : 's'}`;

/** "Ann Baker 1 short", "Ann Baker 1 short and Ben Carter 2 short": the players short of the minimum. */
function shortInWords(players: ScrambleTeamDrives['players']): string {
  const lines = players.filter((player) => player.short > 0).map((player) => `${player.name} ${player.short} short`);
  return lines.length === 1 ? lines[0]! : `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
}

/**
 * A scramble team's drives used on its card against the tournament's minimum per player, by `@fairway/golf`'s
 * `scrambleDrives`, with the same in words: "Drives used: Ann Baker 5, Ben Carter 3; at least 4 each: Ben Carter 1
 * short, 2 holes left." `drivesUsed` is the drive's member id per hole in card order, null where none is said. A
 * minimum more than the card's holes give every player is never met, as the team is told, rather than refused: the
 * tournament's setting, not the team's card, is wrong.
 */
export function scrambleTeamDrives(
  partners: readonly DrivingPartner[],
  drivesUsed: readonly (number | null)[],
  minimumDrives: number,
): ScrambleTeamDrives {
  const reachable = minimumDrives * partners.length <= drivesUsed.length;
  const counted = scrambleDrives({
    players: partners.map((partner) => String(partner.memberId)),
    // A drive of a player no longer of the team (moved after the hole was played) counts for no one.
    drivesUsed: drivesUsed.map((memberId) =>
      memberId !== null && partners.some((partner) => partner.memberId === memberId) ? String(memberId) : null,
    ),
    minimumDrives: reachable ? minimumDrives : 0,
  });
  const players = partners.map((partner, index) => {
    const drives = counted.players[index]!.drives;
    return { member_id: partner.memberId, name: partner.name, drives, short: Math.max(0, minimumDrives - drives) };
  });
  const met = reachable && counted.met;
  const stillPossible = reachable && counted.stillPossible;
  const used = `Drives used: ${players.map((player) => `${player.name} ${player.drives}`).join(', ')}`;
  const left = counted.holesLeft;
  let standing: string;
  if (minimumDrives === 0) standing = 'no minimum';
  else if (!reachable) {
    standing = `at least ${minimumDrives} each, more than ${holesInWords(drivesUsed.length)} give ${partners.length} players: the minimum cannot be met`;
  } else if (met) standing = `at least ${minimumDrives} each: met`;
  else if (left === 0) standing = `at least ${minimumDrives} each: ${shortInWords(players)}, the minimum not met`;
  else if (!stillPossible) {
    standing = `at least ${minimumDrives} each: ${shortInWords(players)} with ${holesInWords(left)} left, the minimum cannot be met any more`;
  } else standing = `at least ${minimumDrives} each: ${shortInWords(players)}, ${holesInWords(left)} left`;
  return {
    minimum: minimumDrives,
    players,
    holes_left: left,
    met,
    still_possible: stillPossible,
    explanation: `${used}; ${standing}.`,
  };
}
