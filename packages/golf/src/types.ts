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

/** A multi-round event as `rankEvent`, `eventCards` and `eventCountbackNotes` take it (Committee Procedures 5A(7)). */
export type RankEventInput = {
  basis: ScoringBasis;
  /** The event's rounds in order played, each with the card of its course. */
  rounds: { holes: Hole[] }[];
  /** Each entry's cards, one per round in the same order, each on the entry's own card (`holes`) where it has one. */
  entries: { id: string; rounds: (PlayerCard & { holes?: Hole[] })[]; status?: EntryStatus }[];
  /** `'exact'` by default. */
  countbackFractions?: CountbackFractions;
};

/**
 * Tie-break of `rankField`: countback (Committee Procedures 5A(7)); the Peoria and Double Peoria rule, gross countback
 * on the last 9, 6 and 3 holes; or the India Double Peoria rule, the lower Peoria handicap and then that gross
 * countback (rules document "Peoria family").
 */
export type FieldTieBreak = 'countback' | 'gross_countback' | 'lower_handicap_then_gross_countback';

/** A player's card in `rankField`. */
export type FieldEntry = {
  id: string;
  strokes: (number | null)[];
  /** Whole for Stableford; may carry one decimal on a net basis (a Peoria handicap). */
  playingHandicap: number;
  status?: EntryStatus;
  /** The player's own card where their tee set or gender gives a hole another par or stroke index. */
  holes?: Hole[];
};

/** A player's card so far in `leaderboardStandings`. */
export type LeaderboardEntry = {
  id: string;
  /** Strokes per hole in card order: `null` for a hole not played yet, or picked up (see `played`). */
  strokes: (number | null)[];
  /** Which holes were played, in card order: a picked-up hole is played with `null` strokes. Default: scored holes. */
  played?: boolean[];
  playingHandicap: number;
  status?: EntryStatus;
  /** The player's own card where their tee set or gender gives a hole another par or stroke index. */
  holes?: Hole[];
};
