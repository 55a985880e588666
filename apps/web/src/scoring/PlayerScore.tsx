import type { ReactNode } from 'react';
import { strokeLimits } from './scoringContract';
import {
  pointsText,
  runningText,
  scoreTermText,
  type CardHole,
  type CardPlayer,
  type GroupCard,
  type HoleValue,
  type PlayerStanding,
} from './scoreCard';

interface PlayerScoreProps {
  player: CardPlayer;
  hole: CardHole;
  strokesReceived: number;
  value: HoleValue;
  standing: PlayerStanding;
  /** The figure the round is played for, which the running score shows. */
  basis: GroupCard['basis'];
  /** The hole's Stableford points, or null with nothing entered. */
  points: number | null;
  /** Unsent on this phone. */
  unsent: boolean;
  disabled: boolean;
  onEnter: (strokes: number | null) => void;
  /** What the hole asks of the player besides the strokes: a scramble team's drive used. */
  children?: ReactNode;
}

/** The strokes a player receives on the hole as dots (a plus handicap's stroke given back as a ring). */
function StrokeDots({ strokes }: { strokes: number }) {
  if (strokes === 0) return null;
  const label =
    strokes > 0
      ? `receives ${strokes === 1 ? 'one stroke' : `${strokes} strokes`}`
      : `gives back ${-strokes === 1 ? 'one stroke' : `${-strokes} strokes`}`;
  return (
    <span className="scoring-dots" role="img" aria-label={label} title={label}>
      {Array.from({ length: Math.abs(strokes) }, (_each, index) => (
        <span key={index} className={strokes > 0 ? 'scoring-dot' : 'scoring-dot scoring-dot--given'} />
      ))}
    </span>
  );
}

/** One player on the current hole: the +/- buttons (starting at par), "picked up", and the running score to par. */
export function PlayerScore({
  player,
  hole,
  strokesReceived,
  value,
  standing,
  basis,
  points,
  unsent,
  disabled,
  onEnter,
  children,
}: PlayerScoreProps) {
  const shown = value.entered && value.strokes !== null ? value.strokes : hole.par;
  const pickedUp = value.entered && value.strokes === null;
  const term = value.entered ? scoreTermText(hole.par, value.strokes) : '';
  const running = runningText(basis, standing);
  const holeFigure = basis === 'stableford' && points !== null ? pointsText(points) : '';
  const change = (by: number) => {
    const from = value.entered && value.strokes !== null ? value.strokes : hole.par;
    onEnter(Math.min(strokeLimits.maxStrokes, Math.max(strokeLimits.minStrokes, from + by)));
  };
  return (
    <li className="scoring-player">
      <div className="scoring-player__head">
        <span className="scoring-player__name">
          {player.name}
          {player.playing_handicap !== null && (
            <span className="scoring-player__handicap"> ({player.playing_handicap})</span>
          )}
        </span>
        <StrokeDots strokes={strokesReceived} />
        <span className="scoring-player__running">{running}</span>
        {player.signature.locked && <span className="scoring-player__locked">Card signed: locked</span>}
      </div>
      <div className="scoring-player__controls">
        <button
          type="button"
          className="scoring-step"
          aria-label={`${player.name}: one stroke fewer`}
          disabled={disabled || (value.entered && value.strokes !== null && value.strokes <= strokeLimits.minStrokes)}
          onClick={() => change(-1)}
        >
          {'\u2212'}
        </button>
        <button
          type="button"
          className={`scoring-value${value.entered ? '' : ' scoring-value--suggested'}`}
          aria-label={
            value.entered
              ? pickedUp
                ? `${player.name}: picked up`
                : `${player.name}: ${shown} strokes${holeFigure ? `, ${holeFigure}` : ''}`
              : `${player.name}: enter par, ${hole.par}`
          }
          disabled={disabled || (value.entered && !pickedUp)}
          onClick={() => onEnter(hole.par)}
        >
          <span className="scoring-value__number">{pickedUp ? '\u2013' : shown}</span>
          <span className="scoring-value__note">
            {pickedUp ? 'No score' : value.entered ? term || '\u00a0' : 'Tap: par'}
            {unsent && (
              <span className="scoring-unsent-mark" aria-hidden="true">
                {' \u2022'}
              </span>
            )}
          </span>
          {holeFigure && <span className="scoring-value__points">{holeFigure}</span>}
        </button>
        <button
          type="button"
          className="scoring-step"
          aria-label={`${player.name}: one more stroke`}
          disabled={disabled || (value.entered && value.strokes !== null && value.strokes >= strokeLimits.maxStrokes)}
          onClick={() => change(1)}
        >
          +
        </button>
        <button
          type="button"
          className="scoring-pickup"
          aria-pressed={pickedUp}
          aria-label={`${player.name}: picked up, no score`}
          disabled={disabled}
          onClick={() => onEnter(pickedUp ? hole.par : null)}
        >
          Picked up
        </button>
      </div>
      {children}
    </li>
  );
}
