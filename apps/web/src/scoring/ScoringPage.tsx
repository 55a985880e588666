import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SignAs } from './CardSignatures';
import { CardView } from './CardView';
import { ConflictList } from './ConflictList';
import { CorrectionReason } from './CorrectionReason';
import { HoleView } from './HoleView';
import { ApiError, callScoringEndpoint, SignedOutError } from './scoringApi';
import { LOGIN_PATH, returnedFrom, scoringPath } from './scoringPath';
import {
  holeDrive,
  holeValue,
  knownVersion,
  playOrder,
  withStoredScore,
  type CardPlayer,
  type GroupCard,
  type StoredScore,
} from './scoreCard';
import { isQueuedScore, type ScoreQueueStore } from './scoreQueueStore';
import { useRoundContests } from './useRoundContests';
import { useScoreSync } from './useScoreSync';

interface ScoringPageProps {
  store: ScoreQueueStore;
  groupId: number;
  title: string;
}

type Loading = { card: GroupCard | null; problem: string | null; signedOut: boolean };

/**
 * How long after this phone's last stored score a skins game's card is read again, for the field's holders, or a
 * scramble's, for its drives in the server's words.
 */
const READ_AGAIN_MS = 1_000;

function describeLoadProblem(error: unknown, kept: boolean): string {
  if (error instanceof ApiError) {
    // The server says why a group of the club is not the caller's; a group unknown there is only "Not found.".
    if (error.status === 404 && error.message === 'Not found.') return 'This group was not found at your club.';
    return error.message;
  }
  return kept
    ? 'No signal: this is the card as this phone last had it. Scores entered are sent when the signal returns.'
    : 'No signal, and this card has not been opened on this phone before. Try again once there is a signal.';
}

/** The first hole in the group's order on which a player has nothing entered: where a reopened page carries on. */
function resumePosition(card: GroupCard, pendingHoles: ReadonlySet<string>): number {
  const order = playOrder(card);
  const position = order.findIndex((holeIndex) =>
    card.players.some((player) => {
      const hole = card.holes[holeIndex];
      return !player.scores[holeIndex] && !pendingHoles.has(`${player.member_id}:${hole?.hole_number}`);
    }),
  );
  return position < 0 ? 0 : position;
}

/** The scoring page of one group: its card loaded (or the phone's copy of it), one hole at a time, or the card. */
export function ScoringPage({ store, groupId, title }: ScoringPageProps) {
  const [loading, setLoading] = useState<Loading>({ card: null, problem: null, signedOut: false });
  const [position, setPosition] = useState<number | null>(null);
  const [view, setView] = useState<'hole' | 'card'>('hole');
  const [signing, setSigning] = useState<number | null>(null);
  const [signProblem, setSignProblem] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // A scramble team's drive chosen on a hole before its score, by "member:hole": sent with the score.
  const [chosenDrives, setChosenDrives] = useState<ReadonlyMap<string, number>>(new Map());
  const card = loading.card;

  const [storedScores, setStoredScores] = useState(0);
  const onStored = useCallback(
    (score: StoredScore) => {
      setStoredScores((count) => count + 1);
      setLoading((current) => {
        if (!current.card) return current;
        const updated = withStoredScore(current.card, score);
        if (updated !== current.card) void store.keepCard(updated);
        return { ...current, card: updated };
      });
    },
    [store],
  );
  const { sync, state } = useScoreSync(store, onStored);
  const contests = useRoundContests(card?.player_round_id);

  // Read again when the signal returns, for the scores other phones entered meanwhile.
  const [readings, setReadings] = useState(0);
  useEffect(() => {
    const readAgain = () => setReadings((count) => count + 1);
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, []);

  // A skins game's holders move with every group's scores, a scramble team's drives in words with its own: read again
  // once this phone's scores are in.
  const readsAgain = Boolean(card?.skins) || Boolean(card?.players.some((player) => player.drives));
  useEffect(() => {
    if (!readsAgain || storedScores === 0) return;
    const timer = window.setTimeout(() => setReadings((count) => count + 1), READ_AGAIN_MS);
    return () => window.clearTimeout(timer);
  }, [readsAgain, storedScores]);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const kept = await store.card(groupId).catch(() => undefined);
      if (kept && !controller.signal.aborted) {
        setLoading((current) => (current.card ? current : { card: kept, problem: null, signedOut: false }));
      }
      try {
        const fresh = await callScoringEndpoint('groupCard', { query: { group_id: groupId } }, controller.signal);
        await store.keepCard(fresh);
        setLoading({ card: fresh, problem: null, signedOut: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        const signedOut = error instanceof SignedOutError || (error instanceof ApiError && error.status === 401);
        // A kept card is scored on with no signal; the problem shows only when there is nothing to score on.
        setLoading((current) => ({
          card: current.card,
          problem: describeLoadProblem(error, current.card !== null),
          signedOut,
        }));
      }
    })();
    return () => controller.abort();
  }, [store, groupId, readings]);

  const ofThisRound = useMemo(
    () => state.queued.filter(isQueuedScore).filter((entry) => card && entry.player_round_id === card.player_round_id),
    [state.queued, card],
  );
  const pending = useMemo(() => ofThisRound.filter((entry) => entry.state !== 'refused'), [ofThisRound]);
  const toSettle = useMemo(() => ofThisRound.filter((entry) => entry.state !== 'waiting'), [ofThisRound]);
  const unsentMembers = useMemo(() => new Set(ofThisRound.map((entry) => entry.member_id)), [ofThisRound]);

  if (!card) {
    return (
      <main className="scoring-main">
        <h1 className="scoring-title">{title}</h1>
        {loading.problem ? (
          <p className="scoring-problem" role="alert">
            {loading.problem}{' '}
            {loading.signedOut && <a href={returnedFrom(LOGIN_PATH, scoringPath(title, groupId))}>Sign in</a>}
          </p>
        ) : (
          <p aria-live="polite">Loading the card{'\u2026'}</p>
        )}
      </main>
    );
  }

  const order = playOrder(card);
  const current =
    position ?? resumePosition(card, new Set(pending.map((entry) => `${entry.member_id}:${entry.hole_number}`)));
  const holeIndex = order[current] ?? 0;
  const move = (by: number) => setPosition((current + by + order.length) % order.length);
  // The measurements of side contests waiting in the same queue are counted on their own page.
  const unsentCount = state.queued.filter(isQueuedScore).length;

  const completed = card.round_status === 'completed';
  // A signed card or a completed round is corrected only by an organiser, who says why (audited by the server).
  const needsReason = (player: CardPlayer) => completed || player.signature.locked;
  const corrects = card.is_organiser && (completed || card.players.some(needsReason));
  const mayEnter = (player: CardPlayer) => (needsReason(player) ? corrects && reason.trim() !== '' : card.can_score);

  // A scramble team's drive on this hole: the one the phone holds with the score, else one chosen before it.
  const driveOf = (playerIndex: number): number | null => {
    const player = card.players[playerIndex];
    const hole = card.holes[holeIndex];
    if (!player?.drives || !hole) return null;
    return (
      holeDrive(card, playerIndex, holeIndex, pending) ??
      chosenDrives.get(`${player.member_id}:${hole.hole_number}`) ??
      null
    );
  };

  const record = (playerIndex: number, strokes: number | null, drive: number | null) => {
    const player = card.players[playerIndex];
    const hole = card.holes[holeIndex];
    if (!player || !hole || !mayEnter(player)) return;
    setPosition(current);
    void sync.record(
      {
        player_round_id: card.player_round_id,
        member_id: player.member_id,
        hole_number: hole.hole_number,
        group_id: card.group_id,
      },
      strokes,
      knownVersion(card, player.member_id, hole.hole_number),
      needsReason(player) ? reason.trim() : undefined,
      // Sent with every change of a scramble team's hole, so that a newer entry never drops the drive of the last.
      player.drives ? drive : undefined,
    );
  };

  const enter = (playerIndex: number, strokes: number | null) => record(playerIndex, strokes, driveOf(playerIndex));

  const chooseDrive = (playerIndex: number, memberId: number) => {
    const player = card.players[playerIndex];
    const hole = card.holes[holeIndex];
    if (!player || !hole || !mayEnter(player)) return;
    const value = holeValue(card, playerIndex, holeIndex, pending);
    if (value.entered) record(playerIndex, value.strokes, memberId);
    else setChosenDrives((chosen) => new Map(chosen).set(`${player.member_id}:${hole.hole_number}`, memberId));
  };

  const sign = async (memberId: number, as: SignAs, reason?: string) => {
    setSigning(memberId);
    setSignProblem(null);
    try {
      const signature = await callScoringEndpoint('signCard', {
        body: { player_round_id: card.player_round_id, member_id: memberId, as, ...(reason ? { reason } : {}) },
      });
      setLoading((now) => {
        if (!now.card) return now;
        const updated = {
          ...now.card,
          players: now.card.players.map((player) =>
            player.member_id === memberId ? { ...player, signature } : player,
          ),
        };
        void store.keepCard(updated);
        return { ...now, card: updated };
      });
    } catch (error) {
      setSignProblem(
        error instanceof Error && !(error instanceof TypeError) ? error.message : 'No signal: sign once there is one.',
      );
    } finally {
      setSigning(null);
    }
  };

  const status = state.signedOut
    ? 'Signed out'
    : state.sending
      ? 'Sending\u2026'
      : state.problem
        ? 'Offline'
        : unsentCount === 0
          ? 'All sent'
          : 'Waiting';

  return (
    <main className="scoring-main">
      <header className="scoring-header">
        <div className="scoring-header__text">
          <h1 className="scoring-title">{card.title}</h1>
          <p className="scoring-subtitle">
            Group {card.group_number} &middot; {card.start}
          </p>
        </div>
        <div className="scoring-sync" aria-live="polite">
          <span
            className={`scoring-badge${unsentCount > 0 ? ' scoring-badge--waiting' : ''}`}
            aria-label={`${unsentCount} ${unsentCount === 1 ? 'score' : 'scores'} not sent yet`}
            data-testid="unsent-count"
          >
            {unsentCount}
          </span>
          <span className="scoring-sync__status">{status}</span>
        </div>
      </header>
      {(state.problem || loading.problem) && (
        <p className="scoring-notice">
          {state.problem ?? loading.problem}{' '}
          {(state.signedOut || loading.signedOut) && (
            <a href={returnedFrom(LOGIN_PATH, scoringPath(title, groupId))}>Sign in</a>
          )}
        </p>
      )}
      {corrects ? (
        <CorrectionReason completed={completed} reason={reason} onChange={setReason} />
      ) : completed ? (
        <p className="scoring-notice">
          The round is completed: its scores are locked, and only an organiser corrects them.
        </p>
      ) : (
        !card.can_score && (
          <p className="scoring-notice">
            You can follow this card; only the group{'\u2019'}s scorer enters its scores.
          </p>
        )
      )}
      <ConflictList
        card={card}
        entries={toSettle}
        onKeepMine={(key) => void sync.keepMine(key)}
        onDrop={(key) => void sync.drop(key)}
      />
      <nav className="scoring-tabs" aria-label="Views">
        <button type="button" aria-pressed={view === 'hole'} onClick={() => setView('hole')}>
          Hole by hole
        </button>
        <button type="button" aria-pressed={view === 'card'} onClick={() => setView('card')}>
          Card
        </button>
      </nav>
      {view === 'hole' ? (
        <HoleView
          card={card}
          holeIndex={holeIndex}
          position={current + 1}
          pending={pending}
          contests={contests}
          mayEnter={mayEnter}
          onEnter={enter}
          driveOf={driveOf}
          onChooseDrive={chooseDrive}
          onPrevious={() => move(-1)}
          onNext={() => move(1)}
        />
      ) : (
        <CardView
          card={card}
          pending={pending}
          unsentMembers={unsentMembers}
          signing={signing}
          signProblem={signProblem}
          onOpenHole={(index) => {
            setPosition(Math.max(0, order.indexOf(index)));
            setView('hole');
          }}
          onSign={(memberId, as, reason) => void sign(memberId, as, reason)}
        />
      )}
    </main>
  );
}
