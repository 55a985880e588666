import { scoreTerm, scrambleDrives, stablefordPoints, type ScoreTerm } from '@fairway/golf';
import type { ScoringAnswer } from './scoringContract';

export type GroupCard = ScoringAnswer<'groupCard'>;
export type CardPlayer = GroupCard['players'][number];
export type CardHole = GroupCard['holes'][number];
/** A stored score as it travels (its instant as ISO text). */
export type StoredScore = NonNullable<CardPlayer['scores'][number]>;

/** What a hole shows for a player: strokes, picked up (`null`), or nothing entered yet. */
export type HoleValue = { entered: true; strokes: number | null } | { entered: false };

/** A score the phone has not had accepted yet, as the card overlays it on the stored one. */
export interface PendingValue {
  member_id: number;
  hole_number: number;
  strokes: number | null;
  /** A scramble team's drive used on the hole; absent when the entry does not say (the stored one stands). */
  drive_member_id?: number | null;
}

/**
 * The card's holes in the order the group plays them: from its starting hole (a shotgun or two-tee start) round the
 * card and back to the hole before it.
 */
export function playOrder(card: Pick<GroupCard, 'holes' | 'starting_hole'>): number[] {
  const start = Math.max(
    0,
    card.holes.findIndex((hole) => hole.hole_number === card.starting_hole),
  );
  return card.holes.map((_hole, offset) => (start + offset) % card.holes.length);
}

/** The value of one hole: the phone's unsent entry first, else the stored score, else nothing entered. */
export function holeValue(
  card: GroupCard,
  playerIndex: number,
  holeIndex: number,
  pending: readonly PendingValue[],
): HoleValue {
  const player = card.players[playerIndex];
  const hole = card.holes[holeIndex];
  if (!player || !hole) return { entered: false };
  const unsent = pending.find(
    (entry) => entry.member_id === player.member_id && entry.hole_number === hole.hole_number,
  );
  if (unsent) return { entered: true, strokes: unsent.strokes };
  const stored = player.scores[holeIndex];
  return stored ? { entered: true, strokes: stored.strokes } : { entered: false };
}

export interface PlayerStanding {
  /** Holes with strokes (a pick-up is not counted). */
  thru: number;
  gross: number;
  /** Gross strokes against the par of the holes with strokes. */
  grossToPar: number;
  /** The same less the strokes received on those holes. */
  netToPar: number;
  /** Holes with anything entered, a pick-up included. */
  entered: number;
  /** Stableford points of the holes entered (a pick-up scores none). */
  points: number;
}

/** Stableford points of one hole from the strokes the player receives there, or null with nothing entered. */
export function holePoints(
  card: GroupCard,
  playerIndex: number,
  holeIndex: number,
  pending: readonly PendingValue[],
): number | null {
  const value = holeValue(card, playerIndex, holeIndex, pending);
  const hole = card.holes[holeIndex];
  if (!value.entered || !hole) return null;
  const strokesReceived = card.players[playerIndex]?.strokes_received[holeIndex] ?? 0;
  return stablefordPoints({ par: hole.par, strokes: value.strokes, strokesReceived });
}

/** Stableford points over a run of holes (the out nine, the in nine, the card): the holes entered so far. */
export function pointsOver(
  card: GroupCard,
  playerIndex: number,
  holeIndexes: readonly number[],
  pending: readonly PendingValue[],
): number {
  return holeIndexes.reduce((total, holeIndex) => total + (holePoints(card, playerIndex, holeIndex, pending) ?? 0), 0);
}

/** A player's running score: strokes against par through the holes played, gross and net of the strokes received. */
export function playerStanding(card: GroupCard, playerIndex: number, pending: readonly PendingValue[]): PlayerStanding {
  const player = card.players[playerIndex];
  const standing: PlayerStanding = { thru: 0, gross: 0, grossToPar: 0, netToPar: 0, entered: 0, points: 0 };
  if (!player) return standing;
  card.holes.forEach((hole, holeIndex) => {
    const value = holeValue(card, playerIndex, holeIndex, pending);
    if (!value.entered) return;
    standing.entered += 1;
    standing.points += holePoints(card, playerIndex, holeIndex, pending) ?? 0;
    if (value.strokes === null) return;
    standing.thru += 1;
    standing.gross += value.strokes;
    standing.grossToPar += value.strokes - hole.par;
    standing.netToPar += value.strokes - hole.par - (player.strokes_received[holeIndex] ?? 0);
  });
  return standing;
}

/** A player's running figure in the round's format: Stableford points, net or gross against par, through the holes. */
export function runningText(basis: GroupCard['basis'], standing: PlayerStanding): string {
  if (basis === 'stableford') {
    return standing.entered === 0 ? 'No holes yet' : `${pointsText(standing.points)} thru ${standing.entered}`;
  }
  if (standing.thru === 0) return 'No holes yet';
  const gross = `${toParText(standing.grossToPar)} thru ${standing.thru}`;
  return basis === 'net' ? `${gross} \u00b7 net ${toParText(standing.netToPar)}` : gross;
}

/** Stableford points as words: "1 point", "3 points". */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** A score against par as golfers write it: "E" for level, "+2", "-1". */
export function toParText(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `\u2212${-toPar}`;
}

const termWords: Record<ScoreTerm, string> = {
  hole_in_one: 'Hole in one',
  condor: 'Condor',
  albatross: 'Albatross',
  eagle: 'Eagle',
  birdie: 'Birdie',
  par: 'Par',
  bogey: 'Bogey',
  double_bogey: 'Double bogey',
  triple_bogey: 'Triple bogey',
};

/** The name of a hole's score ("Birdie"), or '' for a score with no common name. */
export function scoreTermText(par: number, strokes: number | null): string {
  const term = scoreTerm({ par, strokes });
  return term ? termWords[term] : '';
}

/** Strokes over a run of holes (the out nine, the in nine, the card), or null while any of them has none. */
export function strokesOver(
  card: GroupCard,
  playerIndex: number,
  holeIndexes: readonly number[],
  pending: readonly PendingValue[],
): number | null {
  let total = 0;
  for (const holeIndex of holeIndexes) {
    const value = holeValue(card, playerIndex, holeIndex, pending);
    if (!value.entered || value.strokes === null) return null;
    total += value.strokes;
  }
  return total;
}

/** A scramble team's drive used on a hole: the phone's unsent entry's when it says one, else the stored score's. */
export function holeDrive(
  card: GroupCard,
  playerIndex: number,
  holeIndex: number,
  pending: readonly PendingValue[],
): number | null {
  const player = card.players[playerIndex];
  const hole = card.holes[holeIndex];
  if (!player || !hole) return null;
  const unsent = pending.find(
    (entry) => entry.member_id === player.member_id && entry.hole_number === hole.hole_number,
  );
  if (unsent && unsent.drive_member_id !== undefined) return unsent.drive_member_id;
  return player.scores[holeIndex]?.drive_member_id ?? null;
}

/** A scramble team's drives used so far, the phone's unsent ones counted, against the minimum each. */
export interface TeamDriveCount {
  minimum: number;
  players: { member_id: number; name: string; drives: number; short: number }[];
  holesLeft: number;
  met: boolean;
  stillPossible: boolean;
}

/**
 * A scramble team's drives as the phone holds them, by `@fairway/golf`'s `scrambleDrives`; null for a card that is
 * not a scramble team's. A minimum more than the holes give every player is never met, as the server says.
 */
export function teamDriveCount(
  card: GroupCard,
  playerIndex: number,
  pending: readonly PendingValue[],
): TeamDriveCount | null {
  const team = card.players[playerIndex]?.drives;
  if (!team) return null;
  const reachable = team.minimum * team.players.length <= card.holes.length;
  const counted = scrambleDrives({
    players: team.players.map((player) => String(player.member_id)),
    drivesUsed: card.holes.map((_hole, holeIndex) => {
      const drive = holeDrive(card, playerIndex, holeIndex, pending);
      return drive !== null && team.players.some((player) => player.member_id === drive) ? String(drive) : null;
    }),
    minimumDrives: reachable ? team.minimum : 0,
  });
  return {
    minimum: team.minimum,
    players: team.players.map((player, index) => {
      const drives = counted.players[index]?.drives ?? 0;
      return { member_id: player.member_id, name: player.name, drives, short: Math.max(0, team.minimum - drives) };
    }),
    holesLeft: counted.holesLeft,
    met: reachable && counted.met,
    stillPossible: reachable && counted.stillPossible,
  };
}

/** The card with a score the server stored put in its place, so the next entry is based on its version. */
export function withStoredScore(card: GroupCard, score: StoredScore): GroupCard {
  if (score.player_round_id !== card.player_round_id) return card;
  const holeIndex = card.holes.findIndex((hole) => hole.hole_number === score.hole_number);
  if (holeIndex < 0) return card;
  return {
    ...card,
    players: card.players.map((player) => {
      if (player.member_id !== score.member_id) return player;
      const current = player.scores[holeIndex];
      if (current && current.version > score.version) return player;
      const scores = [...player.scores];
      scores[holeIndex] = score;
      return { ...player, scores };
    }),
  };
}

/** The version of a score the phone last saw: 0 for none. */
export function knownVersion(card: GroupCard, memberId: number, holeNumber: number): number {
  const holeIndex = card.holes.findIndex((hole) => hole.hole_number === holeNumber);
  const player = card.players.find((each) => each.member_id === memberId);
  return player?.scores[holeIndex]?.version ?? 0;
}
