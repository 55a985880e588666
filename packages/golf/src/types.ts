/** A side of a match: A or B. */
export type Side = 'A' | 'B';

/** Who won a hole (or a match), or `'halved'`. */
export type HoleResult = Side | 'halved';

/** A hole of the card: its par and stroke index (1 = hardest). */
export type Hole = { par: number; strokeIndex: number };

/** One match-play bet of a Nassau or a press: its span, who pressed it, and where it stands. */
export type Bet = {
  startHole: number;
  endHole: number;
  pressedBy: Side | null;
  /** The hole after which a side called this press by hand; null for the main bet and an automatic press. */
  calledAfterHole: number | null;
  leader: Side | null;
  lead: number;
  complete: boolean;
};

/** What a stroke-play or Stableford card is scored on. */
export type ScoringBasis = 'gross' | 'net' | 'stableford';

/** Why an entry has no position: no return, disqualified or withdrawn. */
export type EntryStatus = 'no_return' | 'disqualified' | 'withdrawn';

/** How the handicap share is taken off in a net countback: exact fractions, or rounded half up to a whole stroke. */
export type CountbackFractions = 'exact' | 'round_half_up';

/** The Peoria family of one-day handicaps. */
export type PeoriaMethod = 'peoria' | 'double_peoria' | 'double_peoria_india' | 'double_peoria_without_index';

/** A scored card in a field, pair or team: strokes per hole in card order (`null` = no score) and playing handicap. */
export type PlayerCard = {
  strokes: (number | null)[];
  playingHandicap: number;
  /** Holes played: one played without strokes is a ball picked up. Omitted, a hole without strokes is unplayed. */
  played?: boolean[];
  /** The player's own card: the pars and stroke indexes of their tee set and gender. Omitted, the event's card. */
  holes?: Hole[];
};

/** A ranked line of a results table. */
export type Placing = { id: string; position: number | null; total: number | null };
