export { GolfInputError, type GolfInputErrorCode } from './golf-input-error.js';
export type {
  Bet,
  CountbackFractions,
  EntryStatus,
  FieldEntry,
  FieldTieBreak,
  Hole,
  HoleResult,
  LeaderboardEntry,
  PeoriaMethod,
  Placing,
  PlayerCard,
  RankEventInput,
  ScoringBasis,
  Side,
} from './types.js';

export { strokesReceived } from './strokes-received.js';
export { adjustedGrossScore, type AdjustedGrossScoreInput } from './adjusted-gross-score.js';
export { scoreDifferential } from './score-differential.js';
export { grossScoreForDifferential, type GrossScoreForDifferentialInput } from './gross-score-for-differential.js';
export { unroundedScoreDifferential, type ScoreDifferentialInput } from './unrounded-score-differential.js';
export { handicapCapBand } from './handicap-cap-band.js';
export { handicapIndex, type HandicapIndexInput, MOST_RECENT as MOST_RECENT_DIFFERENTIALS } from './handicap-index.js';
export { countingDifferentials } from './counting-differentials.js';
export { combinedNineHoleDifferential, type CombinedNineHoleDifferential } from './combined-nine-hole-differential.js';
export { handicapIndexText, handicapText } from './handicap-index-text.js';
export { LOW_HANDICAP_INDEX_WINDOW_DAYS, lowHandicapIndexWindowStart } from './low-handicap-index-window-start.js';
export { lowHandicapIndex, type IndexHistoryEntry, type LowHandicapIndexInput } from './low-handicap-index.js';
export {
  penaltyScoreDifferential,
  type PenaltyScoreBasis,
  type PenaltyScoreInput,
} from './penalty-score-differential.js';
export { exceptionalScoreReduction, type ExceptionalScoreReductionInput } from './exceptional-score-reduction.js';
export { courseHandicap, type CourseHandicapInput } from './course-handicap.js';
export { playingHandicap, type PlayingHandicapInput } from './playing-handicap.js';
export { matchPlayStrokes } from './match-play-strokes.js';
export { stablefordPoints, type StablefordPointsInput } from './stableford-points.js';
export { cardDetails, type CardDetails, type CardDetailsInput, type HoleDetails } from './card-details.js';
export {
  INDIA_HANDICAP_BANDS,
  peoriaHandicap,
  type IndiaHandicapBand,
  type PeoriaHandicapInput,
  type PeoriaHoleCap,
} from './peoria-handicap.js';
export { matchPlayHoleResults, type MatchFormat, type MatchPlayHoleResultsInput } from './match-play-hole-results.js';
export {
  matchFormatAllowance,
  matchPlayingHandicap,
  type MatchPlayingHandicapInput,
} from './match-playing-handicap.js';
export {
  matchPlay,
  type MatchPlayInput,
  type MatchPlayOutcome,
  type MatchResult,
  type MatchState,
} from './match-play.js';
export { ryderCupTotals, type RyderCupTotalsInput } from './ryder-cup-totals.js';
export { pressBets, type ManualPress, type PressBetsInput } from './press-bets.js';
export { nassau, type NassauInput, type NassauOutcome, type NassauSpan } from './nassau.js';
export {
  fourBallBetterBall,
  type FourBallBetterBallInput,
  type FourBallBetterBallOutcome,
} from './four-ball-better-ball.js';
export { rankField, type RankFieldInput } from './rank-field.js';
export { countbackNotes } from './countback-notes.js';
export { teamScore, type TeamMember, type TeamPlacing, type TeamScoreInput, type TeamScoring } from './team-score.js';
export {
  teamLeaderboardStandings,
  type TeamLeaderboardInput,
  type TeamLeaderboardStanding,
} from './team-leaderboard-standings.js';
export { rankContest, type ContestKind, type ContestPlacing, type RankContestInput } from './rank-contest.js';
export { scoreTerm, type ScoreTerm, type ScoreTermInput } from './score-term.js';
export { toParText } from './to-par-text.js';
export { cardHalves, type CardHalves } from './card-halves.js';
export { peoriaGrossStrokes } from './peoria-gross-strokes.js';
export { drawHiddenHoles, type DrawHiddenHolesInput, type DrawHole } from './draw-hidden-holes.js';
export { createSeededRandom } from './create-seeded-random.js';
export { rankEvent, type EventPlacing } from './rank-event.js';
export { eventCountbackNotes } from './event-countback-notes.js';
export {
  strokeIndexLoops,
  strokeIndexProblems,
  type NumberedHole,
  type StrokeIndexLoop,
  type StrokeIndexProblems,
} from './stroke-index-problems.js';
export {
  courseCardProblems,
  type CourseCardHole,
  type CourseCardProblem,
  type CourseCardProblemsInput,
  type StrokeIndexField,
} from './course-card-problems.js';
export { EARTH_RADIUS_METRES, haversineDistance, type GeoPoint } from './haversine-distance.js';
export { distanceToCentreLine } from './distance-to-centre-line.js';
export {
  contestDistanceMillimetres,
  TENTH_MILLIMETRES_PER_INCH,
  TENTH_MILLIMETRES_PER_YARD,
  type ContestMeasure,
} from './contest-distance-millimetres.js';
export { contestDistanceInUnit, type ContestDistanceInUnit } from './contest-distance-in-unit.js';
export {
  COMPETITION_FORMATS,
  recommendedAllowance,
  type CompetitionFormat,
  type RecommendedAllowanceInput,
} from './recommended-allowance.js';
export { entryHandicaps, type EntryHandicaps, type EntryHandicapsInput } from './entry-handicaps.js';
export { fieldCategory, type FieldCategoryInput, type FieldCategoryRule } from './field-category.js';
export { drawGroups, type DrawGroupsInput, type DrawMethod, type DrawPlayer } from './draw-groups.js';
export {
  drawGroupsInStartWindows,
  type DrawGroupsInStartWindowsInput,
  type StartWindow,
  type StartWindowPlayer,
} from './draw-groups-in-start-windows.js';
export { teeSheetStarts, type GroupStart, type TeeSheetStartsInput } from './tee-sheet-starts.js';
export { leaderboardStandings, type LeaderboardInput, type LeaderboardStanding } from './leaderboard-standings.js';
export { strokesReceivedByHole } from './strokes-received-by-hole.js';
export { SIDE_ALLOWANCES, sideHandicap, type SideFormat, type SideHandicapInput } from './side-handicap.js';
export { SCRAMBLE_ALLOWANCES, scrambleHandicap, type ScrambleHandicapInput } from './scramble-handicap.js';
export { scrambleDrives, type ScrambleDrives, type ScrambleDrivesInput } from './scramble-drives.js';
export type { SkinsBasis, SkinsEntry } from './skins-hole-scores.js';
export {
  skins,
  type SkinsHole,
  type SkinsHoleStatus,
  type SkinsInput,
  type SkinsOutcome,
  type SkinsPlayer,
} from './skins.js';
export { skinsHolders, type SkinsHolder, type SkinsHoldersInput } from './skins-holders.js';
export { eclecticCard, type EclecticCard, type EclecticCardInput } from './eclectic-card.js';
export { knockoutDraw, type KnockoutDraw, type KnockoutDrawInput } from './knockout-draw.js';
export {
  knockoutBracket,
  type KnockoutBracket,
  type KnockoutBracketInput,
  type KnockoutBracketName,
  type KnockoutDecision,
  type KnockoutMatch,
  type KnockoutResult,
  type KnockoutRounds,
  type KnockoutSide,
} from './knockout-bracket.js';
export { knockoutMatchResult, type KnockoutMatchResultInput } from './knockout-match-result.js';
export { knockoutPlaces, type KnockoutPlace } from './knockout-places.js';
export {
  eventMeritPoints,
  type EventMeritPointsInput,
  type MeritPlacing,
  type MeritPoints,
} from './event-merit-points.js';
export {
  orderOfMerit,
  type MeritEvent,
  type MeritResult,
  type MeritStanding,
  type OrderOfMeritInput,
} from './order-of-merit.js';
export type { FlightPlayer } from './flight-player.js';
export {
  flightsByIndexBands,
  type Flight,
  type FlightBand,
  type FlightsByIndexBands,
  type FlightsByIndexBandsInput,
} from './flights-by-index-bands.js';
export { equalFlights, type EqualFlightsInput } from './equal-flights.js';
export { abcdTeamDraw, type AbcdTeamDrawInput } from './abcd-team-draw.js';
export type { SlotKind, TeeSheetTemplate, TeeSheetTimeRange } from './tee-sheet-template.js';
export { checkTeeSheetTemplate } from './check-tee-sheet-template.js';
export { teeSheetTemplateForDate, type TeeSheetTemplateForDateInput } from './tee-sheet-template-for-date.js';
export {
  teeSheetDay,
  type TeeSheetBlock,
  type TeeSheetBlockKind,
  type TeeSheetDay,
  type TeeSheetDayInput,
  type TeeSheetSlot,
} from './tee-sheet-day.js';
export {
  bookingAnswer,
  type Booker,
  type BookingAnswer,
  type BookingAnswerInput,
  type BookingRefusal,
  type BookingRules,
  type BookingWindow,
} from './booking-answer.js';
export { MOST_MINUTES_FROM_TIME_ASKED, nearestTeeTimes } from './nearest-tee-times.js';
export {
  bookingCancellation,
  type BookingCancellation,
  type BookingCancellationInput,
} from './booking-cancellation.js';
export {
  noShowSuspension,
  type NoShowRule,
  type NoShowSuspension,
  type NoShowSuspensionInput,
} from './no-show-suspension.js';
export { greenFee, type GreenFee, type GreenFeeInput, type GreenFeePlayer, type GreenFeeRow } from './green-fee.js';
export type { TimeWindow } from './club-clock.js';
export {
  ballotDraw,
  type BallotDraw,
  type BallotDrawInput,
  type BallotEntry,
  type BallotEntryOutcome,
  type BallotMember,
  type BallotSlot,
} from './ballot-draw.js';
export {
  waitingListOffer,
  type WaitingListOffer,
  type WaitingListOfferInput,
  type WaitingListRequest,
} from './waiting-list-offer.js';
