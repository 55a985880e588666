import { useEffect, useState } from 'react';
import { callScoringEndpoint } from './scoringApi';
import type { ScoringAnswer } from './scoringContract';
import { scoringPath } from './scoringPath';

type CurrentRound = ScoringAnswer<'activePlayer'>;

/** The scoring page without a group in its address: the signed-in golfer's own group in play, if any. */
export function StartScreen() {
  const [round, setRound] = useState<CurrentRound | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callScoringEndpoint('activePlayer', {}, controller.signal).then(setRound, (error: unknown) => {
      if (!controller.signal.aborted) setProblem(error instanceof Error ? error.message : String(error));
    });
    return () => controller.abort();
  }, []);
  return (
    <main className="scoring-main">
      <h1 className="scoring-title">Scoring</h1>
      {problem ? (
        <p className="scoring-problem" role="alert">
          {problem}
        </p>
      ) : round === undefined ? (
        <p aria-live="polite">Looking for your round{'\u2026'}</p>
      ) : round === null ? (
        <p>You have no round in play. The link or QR code of your group opens its card.</p>
      ) : (
        <p>
          <a className="scoring-link-button" href={scoringPath(round.title, round.group_id)}>
            {round.is_scorer ? 'Score' : 'Follow'} group {round.group_number} of {round.title}
          </a>
        </p>
      )}
      <p>
        <a href="/">Back to Fairway</a>
      </p>
    </main>
  );
}
