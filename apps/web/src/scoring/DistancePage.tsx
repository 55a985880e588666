import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { DistanceAddress } from './distancePath';
import { ApiError, callScoringEndpoint, SignedOutError } from './scoringApi';
import {
  contestCalls,
  measurementLimits,
  type ContestPlayers,
  type PhoneContest,
  type SavedMeasurement,
} from './scoringContract';
import { LOGIN_PATH, returnedFrom, scoringPath } from './scoringPath';
import { isQueuedMeasurement, type QueuedMeasurement, type ScoreQueueStore } from './scoreQueueStore';
import { useScoreSync } from './useScoreSync';

const kindNames = {
  longest_drive: 'Longest drive',
  nearest_to_pin: 'Nearest the pin',
  nearest_to_centre: 'Nearest the centre line',
} as const;

const unitWords = { metres: 'metres', yards: 'yards', feet_and_inches: 'feet and inches' } as const;
/** Millimetres in one of the unit's figures: the furthest a measurement may be, read in the contest's unit. */
const millimetresPer = { metres: 1000, yards: 914.4, feet_and_inches: 304.8 } as const;

type Loaded = { contest: PhoneContest; groups: ContestPlayers['groups'] };
type Player = ContestPlayers['groups'][number]['players'][number];
/** A measurement the server accepted during this visit, as it read it back. */
type Accepted = { key: string; memberId: number; name: string; text: string; accuracy: number | null };
type Position = { latitude: number; longitude: number; accuracy: number };

/** What a queued measurement says, in the contest's unit. */
function entryText(entry: QueuedMeasurement, unit: PhoneContest['unit']): string {
  const { distance, feet, inches, not_in_contention, accuracy_metres } = entry.entry;
  if (not_in_contention) return 'Not in contention';
  if (feet !== undefined) return `${feet} ft ${inches ?? 0} in`;
  if (distance !== undefined) return `${distance.toFixed(1)} ${unit === 'metres' ? 'm' : 'yd'}`;
  return `Position \u00b1 ${Math.round(accuracy_metres ?? 0)} m: distance worked out when sent`;
}

/** A typed figure to one decimal (a comma as the decimal mark too), or null. */
function readDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

function keptKeyOf(address: DistanceAddress) {
  return `fairway-distance:${address.kind}:${address.roundId}:${address.holeNumber}`;
}

function readKept(address: DistanceAddress): Loaded | null {
  try {
    const text = localStorage.getItem(keptKeyOf(address));
    return text ? (JSON.parse(text) as Loaded) : null;
  } catch {
    return null;
  }
}

/**
 * The page at the hole (spec section 2, decision 0074): the group's players still to measure, a large entry in the
 * contest's unit (metres or yards to one decimal, feet and inches for the pin where the club says), "not in
 * contention", and for the centre line the phone's position. Every measurement goes through the scoring page's
 * offline queue, so a phone with no signal sends it later.
 */
export function DistancePage({ store, address }: { store: ScoreQueueStore; address: DistanceAddress }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [accepted, setAccepted] = useState<readonly Accepted[]>([]);
  const [typed, setTyped] = useState({ distance: '', feet: '', inches: '' });
  const [entryProblem, setEntryProblem] = useState<string | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [readings, setReadings] = useState(0);
  const calls = contestCalls[address.kind];

  const onMeasured = useCallback((entry: QueuedMeasurement, answer: unknown) => {
    const { measurement } = answer as SavedMeasurement;
    setAccepted((list) => [
      {
        key: entry.client_key,
        memberId: entry.member_id,
        name: measurement.member_name,
        text: measurement.distance?.text ?? 'Not in contention',
        accuracy: measurement.accuracy_metres,
      },
      ...list,
    ]);
  }, []);
  const { sync, state } = useScoreSync(store, () => undefined, onMeasured);

  // Read again when the signal returns, for the players other phones measured meanwhile.
  useEffect(() => {
    const readAgain = () => setReadings((count) => count + 1);
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const active = await callScoringEndpoint(calls.active, {}, signal);
        const row = active.find(
          (each) => each.contest.player_round_id === address.roundId && each.contest.hole_number === address.holeNumber,
        );
        if (!row) {
          setLoadProblem(
            `No ${kindNames[address.kind].toLowerCase()} contest is running on hole ${address.holeNumber} of this round.`,
          );
          return;
        }
        const players = await callScoringEndpoint(calls.players, { query: { contest_id: row.contest.id } }, signal);
        const fresh = { contest: players.contest, groups: players.groups };
        setLoaded(fresh);
        setLoadProblem(null);
        setSignedOut(false);
        try {
          localStorage.setItem(keptKeyOf(address), JSON.stringify(fresh));
        } catch {
          // A full or refused storage only loses the copy for a visit with no signal.
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof SignedOutError || (error instanceof ApiError && error.status === 401)) {
          setSignedOut(true);
          setLoadProblem('Sign in again to measure.');
        } else if (error instanceof ApiError) {
          setLoadProblem(error.message);
        } else {
          const kept = readKept(address);
          if (kept) setLoaded((current) => current ?? kept);
          setLoadProblem(
            kept
              ? 'No signal: these are the players as this phone last had them. Measurements are sent when the signal returns.'
              : 'No signal, and this contest has not been opened on this phone before. Try again once there is a signal.',
          );
        }
      }
    })();
    return () => controller.abort();
  }, [address, calls, readings]);

  const contest = loaded?.contest;
  const queued = useMemo(
    () => state.queued.filter(isQueuedMeasurement).filter((entry) => entry.contest_id === contest?.id),
    [state.queued, contest],
  );
  const done = useMemo(
    () => new Set([...queued.filter((entry) => entry.state === 'waiting').map((entry) => entry.member_id)]),
    [queued],
  );
  const acceptedMembers = useMemo(() => new Set(accepted.map((each) => each.memberId)), [accepted]);

  if (!loaded || !contest) {
    return (
      <main className="scoring-main">
        <h1 className="scoring-title">{kindNames[address.kind]}</h1>
        {loadProblem ? (
          <p className="scoring-problem" role="alert">
            {loadProblem} {signedOut && <a href={returnedFrom(LOGIN_PATH, window.location.pathname)}>Sign in</a>}
          </p>
        ) : (
          <p aria-live="polite">Loading the players{'\u2026'}</p>
        )}
      </main>
    );
  }

  const groups = loaded.groups
    .filter((group) => address.groupId === null || group.group_id === address.groupId)
    .map((group) => ({
      ...group,
      players: group.players.filter((player) => !done.has(player.member_id) && !acceptedMembers.has(player.member_id)),
    }))
    .filter((group) => group.players.length > 0);
  const players = groups.flatMap((group) => group.players);
  const player: Player | undefined = players.find((each) => each.member_id === selected) ?? undefined;
  const unit = contest.unit;
  const maxInUnit = measurementLimits.maxMillimetres[contest.kind] / millimetresPer[unit];
  const unsentCount = state.queued.filter(isQueuedMeasurement).length;
  const status = state.signedOut
    ? 'Signed out'
    : state.sending
      ? 'Sending\u2026'
      : state.problem
        ? 'Offline'
        : unsentCount === 0
          ? 'All sent'
          : 'Waiting';

  const queue = (entry: QueuedMeasurement['entry']) => {
    if (!player) return;
    void sync.recordMeasurement({
      contest_id: contest.id,
      contest_kind: contest.kind,
      member_id: player.member_id,
      member_name: player.name,
      entry,
    });
    setSelected(null);
    setTyped({ distance: '', feet: '', inches: '' });
    setPosition(null);
    setEntryProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unit === 'feet_and_inches') {
      const feet = typed.feet.trim() === '' ? 0 : Number(typed.feet);
      const inches = typed.inches.trim() === '' ? 0 : Number(typed.inches);
      if (!Number.isInteger(feet) || !Number.isInteger(inches) || feet < 0 || inches < 0 || inches > 11) {
        return setEntryProblem('Enter whole feet, and inches from 0 to 11.');
      }
      if (feet === 0 && inches === 0) return setEntryProblem('Enter the distance, or mark the ball not in contention.');
      if (feet > Math.min(measurementLimits.maxFeet, Math.floor(maxInUnit))) {
        return setEntryProblem(`No more than ${Math.floor(maxInUnit)} ft: check the figure.`);
      }
      return queue({ feet, inches });
    }
    const distance = readDecimal(typed.distance);
    if (distance === null || distance <= 0) {
      return setEntryProblem(`Enter the distance in ${unitWords[unit]}, to one decimal at most.`);
    }
    if (distance > maxInUnit) {
      return setEntryProblem(
        `No more than ${maxInUnit.toFixed(1)} ${unit === 'metres' ? 'm' : 'yd'}: check the figure.`,
      );
    }
    return queue({ distance });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setEntryProblem('This phone cannot tell its position.');
    setLocating(true);
    setEntryProblem(null);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        setPosition({
          latitude: found.coords.latitude,
          longitude: found.coords.longitude,
          accuracy: found.coords.accuracy,
        });
      },
      (error) => {
        setLocating(false);
        setEntryProblem(
          error.code === error.PERMISSION_DENIED
            ? 'The position is not allowed on this phone: enter the distance instead.'
            : 'The position could not be found: try again, or enter the distance.',
        );
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  };

  return (
    <main className="scoring-main">
      <header className="scoring-header">
        <div className="scoring-header__text">
          <h1 className="scoring-title">
            {kindNames[contest.kind]} &middot; hole {contest.hole_number}
          </h1>
          <p className="scoring-subtitle">
            {contest.tournament_name} &middot; round {contest.round_number} &middot; in {unitWords[unit]}
          </p>
        </div>
        <div className="scoring-sync" aria-live="polite">
          <span
            className={`scoring-badge${unsentCount > 0 ? ' scoring-badge--waiting' : ''}`}
            aria-label={`${unsentCount} ${unsentCount === 1 ? 'measurement' : 'measurements'} not sent yet`}
            data-testid="unsent-count"
          >
            {unsentCount}
          </span>
          <span className="scoring-sync__status">{status}</span>
        </div>
      </header>
      {(state.problem || loadProblem) && (
        <p className="scoring-notice">
          {state.problem ?? loadProblem}{' '}
          {(state.signedOut || signedOut) && <a href={returnedFrom(LOGIN_PATH, window.location.pathname)}>Sign in</a>}
        </p>
      )}
      {!contest.is_active && <p className="scoring-notice">This contest is closed: it takes no more measurements.</p>}

      <section className="distance-players" aria-labelledby="distance-players-heading">
        <h2 id="distance-players-heading">Players to measure</h2>
        {groups.length === 0 ? (
          <p>
            {address.groupId === null ? 'Everyone has been measured.' : 'Everyone in this group has been measured.'}
          </p>
        ) : (
          groups.map((group) => (
            <div key={group.group_id} className="distance-group">
              {address.groupId === null && (
                <h3>
                  Group {group.number}
                  {group.tee_time ? ` \u00b7 ${group.tee_time}` : ''}
                </h3>
              )}
              <div className="distance-choices" role="group" aria-label={`Group ${group.number}`}>
                {group.players.map((each) => (
                  <button
                    key={each.member_id}
                    type="button"
                    aria-pressed={selected === each.member_id}
                    onClick={() => {
                      setSelected(each.member_id);
                      setEntryProblem(null);
                      setPosition(null);
                    }}
                  >
                    {each.name}
                  </button>
                ))}
              </div>
            </div>
          ))
        )}
      </section>

      {player && (
        <form className="distance-entry" onSubmit={submit} noValidate aria-labelledby="distance-entry-heading">
          <h2 id="distance-entry-heading">{player.name}</h2>
          {unit === 'feet_and_inches' ? (
            <div className="distance-fields">
              <label>
                <span>Feet</span>
                <input
                  className="distance-input distance-input--short"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed.feet}
                  onChange={(event) => setTyped({ ...typed, feet: event.target.value })}
                />
              </label>
              <label>
                <span>Inches</span>
                <input
                  className="distance-input distance-input--short"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed.inches}
                  onChange={(event) => setTyped({ ...typed, inches: event.target.value })}
                />
              </label>
            </div>
          ) : (
            <label className="distance-fields">
              <span>Distance in {unitWords[unit]}</span>
              <input
                className="distance-input"
                inputMode="decimal"
                autoComplete="off"
                value={typed.distance}
                onChange={(event) => setTyped({ ...typed, distance: event.target.value })}
              />
            </label>
          )}
          {entryProblem && (
            <p className="scoring-problem" role="alert">
              {entryProblem}
            </p>
          )}
          <div className="distance-actions">
            <button type="submit" className="distance-save">
              Save
            </button>
            <button type="button" onClick={() => queue({ not_in_contention: true })}>
              Not in contention
            </button>
          </div>
          {contest.kind === 'nearest_to_centre' && (
            <div className="distance-position">
              <button type="button" onClick={locate} disabled={locating}>
                {locating ? 'Finding the position\u2026' : 'Use my position'}
              </button>
              {position && (
                <>
                  <p aria-live="polite">
                    Position found, accurate to {'\u00b1'} {Math.round(position.accuracy)} m. The distance to the centre
                    line is worked out when it is saved.
                  </p>
                  <button
                    type="button"
                    className="distance-save"
                    onClick={() =>
                      queue({
                        latitude: position.latitude,
                        longitude: position.longitude,
                        accuracy_metres: Math.min(position.accuracy, 1000),
                      })
                    }
                  >
                    Save my position
                  </button>
                </>
              )}
            </div>
          )}
        </form>
      )}

      {(queued.length > 0 || accepted.length > 0) && (
        <section className="distance-measured" aria-labelledby="distance-measured-heading">
          <h2 id="distance-measured-heading">Measured on this phone</h2>
          <ul>
            {queued.map((entry) => (
              <li key={entry.client_key} className={entry.state === 'refused' ? 'distance-refused' : undefined}>
                <span>
                  {entry.member_name}: {entryText(entry, unit)}
                </span>{' '}
                {entry.state === 'refused' ? (
                  <>
                    <span role="alert">Not saved: {entry.detail}</span>{' '}
                    <button type="button" onClick={() => void sync.drop(entry.client_key)}>
                      Dismiss
                    </button>
                  </>
                ) : (
                  <span className="distance-waiting">waiting to send</span>
                )}
              </li>
            ))}
            {accepted.map((each) => (
              <li key={each.key}>
                {each.name}: {each.text}
                {each.accuracy !== null ? ` (\u00b1 ${Math.round(each.accuracy)} m)` : ''}{' '}
                <span className="distance-saved">saved</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {address.groupId !== null && (
        <p>
          <a href={scoringPath(contest.tournament_name, address.groupId)}>Back to the group{'\u2019'}s card</a>
        </p>
      )}
    </main>
  );
}
