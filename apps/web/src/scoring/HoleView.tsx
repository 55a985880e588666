import { useRef } from 'react';
import { distancePath } from './distancePath';
import { DriveChoice } from './DriveChoice';
import { PlayerScore } from './PlayerScore';
import type { PhoneContest } from './scoringContract';
import {
  holePoints,
  holeValue,
  playerStanding,
  teamDriveCount,
  type CardPlayer,
  type GroupCard,
  type PendingValue,
} from './scoreCard';

interface HoleViewProps {
  card: GroupCard;
  /** Index into the card's holes. */
  holeIndex: number;
  /** Where the hole is in the group's round, 1 first. */
  position: number;
  pending: readonly PendingValue[];
  /** The side contests of the group's round: a hole with one links to its page at the hole. */
  contests?: readonly PhoneContest[];
  /** Whether this phone may enter the player's scores now. */
  mayEnter: (player: CardPlayer) => boolean;
  onEnter: (playerIndex: number, strokes: number | null) => void;
  /** A scramble team's drive used on the hole, as the phone holds it (chosen before its score or with it). */
  driveOf: (playerIndex: number) => number | null;
  onChooseDrive: (playerIndex: number, memberId: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** A swipe this far across, more across than down, moves to the next or previous hole. */
const SWIPE_PX = 60;

const contestNames = {
  longest_drive: 'Longest drive',
  nearest_to_pin: 'Nearest the pin',
  nearest_to_centre: 'Nearest the centre line',
} as const;

/**
 * One hole at a time: its par and stroke index, each player of the group (a scramble team with the drive it used),
 * and in a skins game who holds it.
 */
export function HoleView({
  card,
  holeIndex,
  position,
  pending,
  contests = [],
  mayEnter,
  onEnter,
  driveOf,
  onChooseDrive,
  onPrevious,
  onNext,
}: HoleViewProps) {
  const hole = card.holes[holeIndex];
  const holeContests = contests.filter((contest) => contest.hole_number === hole?.hole_number);
  // A skins game: who holds the hole over the whole field, as the card was last read.
  const skinsHole = card.skins?.holes.find((each) => each.hole_number === hole?.hole_number);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  if (!hole) return null;
  return (
    <section
      className="scoring-hole"
      aria-labelledby="scoring-hole-heading"
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const across = touch.clientX - start.x;
        if (Math.abs(across) < SWIPE_PX || Math.abs(across) < Math.abs(touch.clientY - start.y)) return;
        if (across < 0) onNext();
        else onPrevious();
      }}
    >
      <div className="scoring-hole__bar">
        <button type="button" className="scoring-nav" onClick={onPrevious} aria-label="Previous hole">
          {'\u2039'} Prev
        </button>
        <div className="scoring-hole__title">
          <h2 id="scoring-hole-heading">Hole {hole.hole_number}</h2>
          <p>
            Par {hole.par} &middot; Stroke index {hole.stroke_index} &middot; {position} of {card.holes.length}
          </p>
        </div>
        <button type="button" className="scoring-nav" onClick={onNext} aria-label="Next hole">
          Next {'\u203a'}
        </button>
      </div>
      <ul className="scoring-players">
        {card.players.map((player, playerIndex) => {
          const unsent = pending.some(
            (entry) => entry.member_id === player.member_id && entry.hole_number === hole.hole_number,
          );
          const drives = teamDriveCount(card, playerIndex, pending);
          return (
            <PlayerScore
              key={player.member_id}
              player={player}
              hole={hole}
              strokesReceived={player.strokes_received[holeIndex] ?? 0}
              value={holeValue(card, playerIndex, holeIndex, pending)}
              standing={playerStanding(card, playerIndex, pending)}
              basis={card.basis}
              points={holePoints(card, playerIndex, holeIndex, pending)}
              unsent={unsent}
              disabled={!mayEnter(player)}
              onEnter={(strokes) => onEnter(playerIndex, strokes)}
            >
              {drives && (
                <DriveChoice
                  teamName={player.name}
                  holeNumber={hole.hole_number}
                  drives={drives}
                  chosen={driveOf(playerIndex)}
                  disabled={!mayEnter(player)}
                  onChoose={(memberId) => onChooseDrive(playerIndex, memberId)}
                />
              )}
            </PlayerScore>
          );
        })}
      </ul>
      {skinsHole && (
        <p className="scoring-skins" data-testid="hole-skins">
          <strong>
            Skins: {skinsHole.skins_at_stake} riding{skinsHole.status === 'not_played' ? '' : ' \u00b7 '}
          </strong>
          {skinsHole.explanation}
        </p>
      )}
      {holeContests.length > 0 && (
        <p className="scoring-contests">
          {holeContests.map((contest) => (
            <a key={contest.id} className="scoring-link-button" href={distancePath(contest, card.group_id)}>
              {contestNames[contest.kind]}: measure
            </a>
          ))}
        </p>
      )}
    </section>
  );
}
