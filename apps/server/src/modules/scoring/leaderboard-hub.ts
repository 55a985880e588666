import type { Leaderboard, LeaderboardChange, LeaderboardRow } from '@fairway/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, NotificationListener } from '../../db/client.js';
import { leaderboardVersions, playerRounds, tournaments } from '../../db/schema/index.js';
import { type BoardNotice, readBoardNotice } from './read-board-notice.js';
import { type BoardVersion, buildLeaderboard, type LeaderboardOptions } from './build-leaderboard.js';
import { readRoundScores } from './read-round-scores.js';
import { type BoardScore, type BoardSheet, readRoundSheet, type TournamentRow } from './read-round-sheet.js';

/**
 * What a board is read from: the round it shows, and the version. Its scores include at least every change up to that
 * version (the version is read first).
 */
type Material = { sheet: BoardSheet | undefined; version: BoardVersion };

/** A stream's client: what it asked for, and how to write to it. */
export type BoardListener = { options: LeaderboardOptions; write: (event: string | Buffer) => void };

/** The clients of one tournament's stream that asked for the same board, and the rows they were last sent. */
type Audience = {
  options: LeaderboardOptions;
  listeners: Set<BoardListener>;
  rows: Map<number, string>;
  /** The team standings, matches and skins as last sent. */
  teams: string;
  version: number;
};

/**
 * Tables whose change can move any board: the field, the draw, the rounds, the course's card, the golfers' names, the
 * club's name and how it writes dates.
 */
const boardTables = new Set([
  'table:tournaments',
  'table:tournament_members',
  'table:player_rounds',
  'table:player_round_groups',
  'table:player_round_group_members',
  'table:golf_course_holes',
  'table:hole_details',
  'table:player_round_section',
  'table:members',
  'table:golf_courses',
]);

/** Tables whose change can move a side contest's standings (decision 0074). */
const contestTables = new Set(['table:contests', 'table:contest_measurements']);

/**
 * A tournament's side contests with their standings, as the contests area reads them: sent on the tournament's stream
 * as `contest` events when they change.
 */
export type ContestStandingsReader = (
  golfCourseId: number,
  tournamentId: number,
) => Promise<readonly { contest: { id: number }; standings: unknown }[]>;

/** Tables whose change can move a knockout's draw chart (decision 0127). */
const knockoutTables = new Set(['table:knockout_draws', 'table:knockout_results']);

/** A knockout tournament's draw chart, as the tournaments area reads it: sent on its stream as `knockout` events. */
export type KnockoutChartReader = (golfCourseId: number, tournamentId: number) => Promise<unknown>;

/** A stream's keep-alive, so that proxies and phones keep an idle connection open. */
const keepAliveMs = 15_000;

/**
 * The live boards of this process: each tournament's current round read once and kept while the change channel is
 * heard, built per request from memory; and the boards' streams, sent the rows that changed whenever a score of the
 * tournament is committed, by this process or any other (`board:<id>` on the channel, sent in the score's
 * transaction), or anything else a board shows changes.
 */
export class LeaderboardHub {
  private readonly materials = new Map<number, Promise<Material>>();
  /** The materials kept that have been read, for a board's change to be applied to at once. */
  private readonly settled = new Map<number, { reading: Promise<Material>; material: Material }>();
  /** A board's round as last read, when only its scores, signatures and version have changed since (`board:`). */
  private readonly scoresChanged = new Map<number, Promise<Material>>();
  /** Boards as the route keeps them to send, by tournament and options, each with the material it was built from. */
  private readonly kept = new Map<string, { material: Promise<Material>; board: unknown }>();
  private readonly tournamentRows = new Map<number, Promise<TournamentRow | undefined>>();
  private readonly audiences = new Map<number, Map<string, Audience>>();
  private readonly refreshing = new Map<number, Promise<void>>();
  private readonly pending = new Set<number>();
  private listening = false;
  private generation = 0;
  private keepAlive: NodeJS.Timeout | null = null;
  /** Each followed tournament's contests as last sent (or read when its first client came), by contest id. */
  private readonly contestsSent = new Map<number, Map<number, string>>();
  /** Each followed tournament's reading of its contests: one at a time, in the order the changes were heard. */
  private readonly contestReadings = new Map<number, Promise<void>>();
  /** Each followed knockout's draw chart as last sent, and its readings one at a time. */
  private readonly chartsSent = new Map<number, string>();
  private readonly chartReadings = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly contestStandings?: ContestStandingsReader,
    private readonly knockoutChart?: KnockoutChartReader,
  ) {}

  readonly listener: NotificationListener = {
    heard: (payload) => {
      if (contestTables.has(payload)) return this.contestsChanged();
      if (knockoutTables.has(payload)) return this.chartsChanged();
      if (!payload.startsWith('board:')) return boardTables.has(payload) ? this.changedAll() : undefined;
      const notice = readBoardNotice(payload);
      if (notice) this.boardChanged(notice);
      else this.changed(Number(payload.split(':')[1]));
    },
    lost: () => {
      this.listening = false;
      this.forget();
    },
    restored: () => {
      this.listening = true;
      this.changedAll();
      this.contestsChanged();
      this.chartsChanged();
    },
  };

  /** The board of a tournament's current round (or of `playerRoundId`), from memory where it can be. */
  async board(tournament: TournamentRow, options: LeaderboardOptions, playerRoundId?: number): Promise<Leaderboard> {
    const material =
      playerRoundId === undefined ? await this.materialOf(tournament) : await this.read(tournament, playerRoundId);
    return buildLeaderboard(tournament, material.sheet, material.version, options);
  }

  /**
   * The board of a tournament's current round as the route keeps it to send (`keep` makes it once, from the board):
   * kept with the round it was built from, so that asking again costs neither a database round trip nor the ranking.
   */
  async keptBoard<Kept>(
    tournament: TournamentRow,
    options: LeaderboardOptions,
    keep: (board: Leaderboard) => Kept,
  ): Promise<Kept> {
    const key = `${tournament.id}|${options.category ?? ''}|${options.basis ?? ''}`;
    const material = this.materialOf(tournament);
    const kept = this.kept.get(key);
    if (kept && kept.material === material) return kept.board as Kept;
    const board = keep(buildLeaderboard(tournament, (await material).sheet, (await material).version, options));
    if (this.materials.get(tournament.id) === material) {
      this.kept.set(key, { material, board });
      // A few options per tournament at most; a bound all the same.
      if (this.kept.size > 1_000) this.kept.delete(this.kept.keys().next().value!);
    }
    return board;
  }

  /**
   * A board's change, heard on the change channel or saved by this process (which hands it over at once, so that its
   * answer and the streams need not wait for the channel): a change the board already has is passed over; saved
   * scores are applied to the board kept at the version before; anything else reads the board's scores again.
   */
  boardChanged(notice: BoardNotice) {
    const settled = this.settled.get(notice.tournamentId);
    const kept = settled && this.materials.get(notice.tournamentId) === settled.reading ? settled.material : undefined;
    if (kept && kept.version.version >= notice.version) return;
    if (!kept?.sheet || !notice.scores || kept.version.version !== notice.version - 1) {
      this.changed(notice.tournamentId);
      return;
    }
    const material: Material = {
      sheet: { ...kept.sheet, scores: withScores(kept.sheet.scores, kept.sheet.round.id, notice.scores) },
      version: { version: notice.version, updatedAt: notice.updatedAt },
    };
    const reading = Promise.resolve(material);
    this.materials.set(notice.tournamentId, reading);
    this.settled.set(notice.tournamentId, { reading, material });
    if (this.audiences.has(notice.tournamentId)) this.push(notice.tournamentId);
  }

  /** A tournament's row, kept while the change channel is heard. */
  tournament(tournamentId: number): Promise<TournamentRow | undefined> {
    const kept = this.tournamentRows.get(tournamentId);
    if (kept) return kept;
    const generation = this.generation;
    const reading = this.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .then((rows) => rows[0]);
    if (this.listening) {
      this.tournamentRows.set(tournamentId, reading);
      reading.then(
        () => {
          if (generation !== this.generation) this.tournamentRows.delete(tournamentId);
        },
        () => this.tournamentRows.delete(tournamentId),
      );
    }
    return reading;
  }

  /**
   * Adds a stream client: sent the whole board first unless it last saw this very version, then the rows that change.
   * Answers the function that removes it.
   */
  async listen(tournament: TournamentRow, listener: BoardListener, lastEventId: string | undefined) {
    const board = await this.board(tournament, listener.options);
    const key = `${listener.options.category ?? ''}|${listener.options.basis ?? ''}`;
    let audiences = this.audiences.get(tournament.id);
    if (!audiences) this.audiences.set(tournament.id, (audiences = new Map()));
    let audience = audiences.get(key);
    if (!audience) {
      audience = {
        options: listener.options,
        listeners: new Set(),
        rows: rowTexts(board.rows),
        teams: teamsText(board),
        version: board.version,
      };
      audiences.set(key, audience);
    }
    audience.listeners.add(listener);
    this.keepAlive ??= setInterval(() => this.sendToAll(': keep-alive\n\n'), keepAliveMs).unref();
    if (!this.contestsSent.has(tournament.id)) this.followContests(tournament);
    listener.write('retry: 2000\n\n');
    // A knockout's chart is sent to each new client whole: it is small, and a draw chart has no rows to resume from.
    if (tournament.format === 'knockout') this.followChart(tournament, listener);
    if (lastEventId !== String(board.version)) {
      listener.write(
        eventText('snapshot', {
          version: board.version,
          updated_at: board.updated_at,
          rows: board.rows,
          team_standings: board.team_standings,
          matches: board.matches,
          match_points: board.match_points,
          skins: board.skins,
        }),
      );
    }
    return () => {
      audience.listeners.delete(listener);
      if (audience.listeners.size === 0) audiences.delete(key);
      if (audiences.size === 0) {
        this.audiences.delete(tournament.id);
        this.contestsSent.delete(tournament.id);
        this.contestReadings.delete(tournament.id);
        this.chartsSent.delete(tournament.id);
        this.chartReadings.delete(tournament.id);
      }
      if (this.audiences.size === 0 && this.keepAlive) {
        clearInterval(this.keepAlive);
        this.keepAlive = null;
      }
    };
  }

  /** Stream clients in this process, for the health of a benchmark. */
  get listenerCount(): number {
    let count = 0;
    for (const audiences of this.audiences.values())
      for (const audience of audiences.values()) count += audience.listeners.size;
    return count;
  }

  private materialOf(tournament: TournamentRow): Promise<Material> {
    const kept = this.materials.get(tournament.id);
    if (kept) return kept;
    const generation = this.generation;
    const before = this.scoresChanged.get(tournament.id);
    this.scoresChanged.delete(tournament.id);
    const reading = before ? this.readScores(tournament, before) : this.read(tournament);
    if (this.listening) {
      this.materials.set(tournament.id, reading);
      reading.then(
        (material) => {
          if (this.materials.get(tournament.id) !== reading) return;
          if (generation !== this.generation) this.materials.delete(tournament.id);
          else this.settled.set(tournament.id, { reading, material });
        },
        () => {
          if (this.materials.get(tournament.id) === reading) this.materials.delete(tournament.id);
        },
      );
    }
    return reading;
  }

  private async read(tournament: TournamentRow, playerRoundId?: number): Promise<Material> {
    const [versionRow] = await this.db
      .select({ version: leaderboardVersions.version, updatedAt: leaderboardVersions.updated_at })
      .from(leaderboardVersions)
      .where(eq(leaderboardVersions.tournament_id, tournament.id));
    const roundId = playerRoundId ?? (await this.currentRoundId(tournament.id));
    const sheet = roundId === undefined ? undefined : await readRoundSheet(this.db, tournament.golf_course_id, roundId);
    return { sheet, version: versionRow ?? { version: 0, updatedAt: null } };
  }

  /** The round read before with its scores, signatures and version read again: all a score or signature changes. */
  private async readScores(tournament: TournamentRow, before: Promise<Material>): Promise<Material> {
    const { sheet } = await before.catch(() => ({ sheet: undefined }));
    if (!sheet) return this.read(tournament);
    // The version first: the scores read after it have every change up to it.
    const [versionRow] = await this.db
      .select({ version: leaderboardVersions.version, updatedAt: leaderboardVersions.updated_at })
      .from(leaderboardVersions)
      .where(eq(leaderboardVersions.tournament_id, tournament.id));
    const { scores, cards } = await readRoundScores(this.db, sheet.round.id);
    return { sheet: { ...sheet, scores, cards }, version: versionRow ?? { version: 0, updatedAt: null } };
  }

  /** The round a board shows: the one in play, else the last one played, else the first. */
  private async currentRoundId(tournamentId: number): Promise<number | undefined> {
    const rounds = await this.db
      .select({ id: playerRounds.id, status: playerRounds.status })
      .from(playerRounds)
      .where(eq(playerRounds.tournament_id, tournamentId))
      .orderBy(asc(playerRounds.round_number));
    const active = rounds.find((round) => round.status === 'active');
    const played = rounds.filter((round) => round.status === 'completed').at(-1);
    return (active ?? played ?? rounds[0])?.id;
  }

  private forget() {
    this.generation += 1;
    this.materials.clear();
    this.settled.clear();
    this.scoresChanged.clear();
    this.kept.clear();
    this.tournamentRows.clear();
  }

  private changedAll() {
    this.forget();
    for (const tournamentId of this.audiences.keys()) this.push(tournamentId);
  }

  private changed(tournamentId: number) {
    if (!Number.isInteger(tournamentId)) return;
    this.generation += 1;
    const kept = this.materials.get(tournamentId);
    // The field, the draw and the card are as they were: the next read takes only the scores again.
    if (kept && !this.scoresChanged.has(tournamentId)) this.scoresChanged.set(tournamentId, kept);
    this.materials.delete(tournamentId);
    this.settled.delete(tournamentId);
    if (this.audiences.has(tournamentId)) this.push(tournamentId);
  }

  /** Sends each audience of the tournament the rows that changed; one push at a time, the last change never missed. */
  private push(tournamentId: number) {
    if (this.refreshing.has(tournamentId)) {
      this.pending.add(tournamentId);
      return;
    }
    const work = this.sendChanges(tournamentId)
      .catch(() => {
        // The database is away: the channel's restoration pushes again.
      })
      .finally(() => {
        this.refreshing.delete(tournamentId);
        if (this.pending.delete(tournamentId)) this.push(tournamentId);
      });
    this.refreshing.set(tournamentId, work);
  }

  private async sendChanges(tournamentId: number) {
    // Its row as kept: a change to the tournament (its name, basis or visibility) forgets it, and reaches the stream.
    const tournament = await this.tournament(tournamentId);
    const audiences = this.audiences.get(tournamentId);
    if (!tournament || !audiences) return;
    for (const audience of audiences.values()) {
      const board = await this.board(tournament, audience.options);
      const rows = rowTexts(board.rows);
      const changed = board.rows.filter((row) => audience.rows.get(row.member_id) !== rows.get(row.member_id));
      audience.rows = rows;
      const teams = teamsText(board);
      const teamsChanged = teams !== audience.teams;
      audience.teams = teams;
      // A new version with no row changed (a score entered again as it was) is still sent: the clients'
      // Last-Event-ID stays the board's.
      if (changed.length === 0 && !teamsChanged && board.version === audience.version) continue;
      audience.version = board.version;
      const change = { version: board.version, updated_at: board.updated_at, rows: changed };
      // Encoded once for every client of the audience.
      const event = Buffer.from(
        eventText(
          'rows',
          teamsChanged
            ? {
                ...change,
                team_standings: board.team_standings,
                matches: board.matches,
                match_points: board.match_points,
                skins: board.skins,
              }
            : change,
        ),
      );
      for (const listener of audience.listeners) listener.write(event);
    }
  }

  /** Reads the contests of a tournament whose first stream client came: what later changes are compared with. */
  private followContests(tournament: TournamentRow) {
    const sent = new Map<number, string>();
    this.contestsSent.set(tournament.id, sent);
    this.readContests(tournament.id, async () => {
      for (const each of await this.contestStandings!(tournament.golf_course_id, tournament.id))
        sent.set(each.contest.id, JSON.stringify(each));
    });
  }

  /** A measurement or a contest was committed: each followed tournament sends the standings that moved. */
  private contestsChanged() {
    for (const tournamentId of this.contestsSent.keys()) {
      this.readContests(tournamentId, () => this.sendContests(tournamentId));
    }
  }

  private readContests(tournamentId: number, read: () => Promise<void>) {
    if (!this.contestStandings) return;
    const before = this.contestReadings.get(tournamentId) ?? Promise.resolve();
    const reading = before.then(read).catch(() => {
      // The database is away: the next measurement, or the client reading the standings again, puts it right.
    });
    this.contestReadings.set(tournamentId, reading);
  }

  /** Sends every client of the tournament's stream the standings of each contest that changed, as `contest`. */
  private async sendContests(tournamentId: number) {
    const sent = this.contestsSent.get(tournamentId);
    const tournament = await this.tournament(tournamentId);
    if (!sent || !tournament) return;
    for (const each of await this.contestStandings!(tournament.golf_course_id, tournamentId)) {
      const text = JSON.stringify(each);
      if (sent.get(each.contest.id) === text) continue;
      sent.set(each.contest.id, text);
      // No id: the clients' Last-Event-ID stays the board's version.
      const event = Buffer.from(`event: contest\ndata: ${text}\n\n`);
      for (const audience of this.audiences.get(tournamentId)?.values() ?? [])
        for (const listener of audience.listeners) listener.write(event);
    }
  }

  /** Sends a knockout's new client its draw chart, as read after the client was added. */
  private followChart(tournament: TournamentRow, listener: BoardListener) {
    this.readChart(tournament.id, async () => {
      const text = JSON.stringify(await this.knockoutChart!(tournament.golf_course_id, tournament.id));
      this.chartsSent.set(tournament.id, text);
      listener.write(`event: knockout\ndata: ${text}\n\n`);
    });
  }

  /** A knockout's draw or a result was committed: each followed knockout sends its chart when it moved. */
  private chartsChanged() {
    for (const tournamentId of this.chartsSent.keys()) {
      this.readChart(tournamentId, async () => {
        const tournament = await this.tournament(tournamentId);
        if (!tournament || !this.chartsSent.has(tournamentId)) return;
        const text = JSON.stringify(await this.knockoutChart!(tournament.golf_course_id, tournamentId));
        if (this.chartsSent.get(tournamentId) === text) return;
        this.chartsSent.set(tournamentId, text);
        // No id: the clients' Last-Event-ID stays the board's version.
        const event = Buffer.from(`event: knockout\ndata: ${text}\n\n`);
        for (const audience of this.audiences.get(tournamentId)?.values() ?? [])
          for (const listener of audience.listeners) listener.write(event);
      });
    }
  }

  private readChart(tournamentId: number, read: () => Promise<void>) {
    if (!this.knockoutChart) return;
    const before = this.chartReadings.get(tournamentId) ?? Promise.resolve();
    const reading = before.then(read).catch(() => {
      // The database is away: the channel's restoration reads every chart again.
    });
    this.chartReadings.set(tournamentId, reading);
  }

  private sendToAll(text: string) {
    for (const audiences of this.audiences.values())
      for (const audience of audiences.values()) for (const listener of audience.listeners) listener.write(text);
  }
}

/** A round's scores with those saved since applied: each score kept at its highest version. */
function withScores(scores: readonly BoardScore[], playerRoundId: number, saved: readonly BoardScore[]): BoardScore[] {
  const next = [...scores];
  const at = new Map(next.map((score, index) => [`${score.member_id}:${score.hole_number}`, index]));
  for (const score of saved) {
    if (score.player_round_id !== playerRoundId) continue;
    const key = `${score.member_id}:${score.hole_number}`;
    const index = at.get(key);
    if (index === undefined) at.set(key, next.push(score) - 1);
    else if (next[index]!.version < score.version) next[index] = score;
  }
  return next;
}

function rowTexts(rows: readonly LeaderboardRow[]): Map<number, string> {
  return new Map(rows.map((row) => [row.member_id, JSON.stringify(row)]));
}

/** The board's team standings, matches and skins as text: a change is sent with them only when this moves. */
function teamsText(board: Leaderboard): string {
  return JSON.stringify([board.team_standings, board.matches, board.match_points, board.skins]);
}

function eventText(event: 'snapshot' | 'rows', change: LeaderboardChange): string {
  return `id: ${change.version}\nevent: ${event}\ndata: ${JSON.stringify(change)}\n\n`;
}
