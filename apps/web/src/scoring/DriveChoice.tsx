import type { TeamDriveCount } from './scoreCard';

interface DriveChoiceProps {
  teamName: string;
  holeNumber: number;
  drives: TeamDriveCount;
  /** The drive used on the hole as the phone holds it, or null while none is chosen. */
  chosen: number | null;
  disabled: boolean;
  onChoose: (memberId: number) => void;
}

/** "Ann Baker 1 short and Ben Carter 2 short": the players short of the minimum. */
function shortText(players: TeamDriveCount['players']): string {
  const lines = players.filter((player) => player.short > 0).map((player) => `${player.name} ${player.short} short`);
  return lines.length === 1 ? lines[0]! : `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
}

function standingText({ minimum, players, holesLeft, met, stillPossible }: TeamDriveCount): string {
  if (minimum === 0) return 'No minimum of drives.';
  const each = `At least ${minimum} each`;
  if (met) return `${each}: met.`;
  const left = `${holesLeft} ${holesLeft === 1 ? 'hole' : 'holes'} left`;
  if (!stillPossible) return `${each}: ${shortText(players)} with ${left}, the minimum cannot be met any more.`;
  return `${each}: ${shortText(players)}, ${left}.`;
}

/**
 * A scramble team's drive used on the hole: one large button per player with their drives so far against the
 * minimum, and where the team stands. Chosen before the score, it goes with the score; after, it is saved at once.
 */
export function DriveChoice({ teamName, holeNumber, drives, chosen, disabled, onChoose }: DriveChoiceProps) {
  const possible = drives.met || drives.stillPossible;
  return (
    <div className="scoring-drive" role="group" aria-label={`${teamName}: drive used on hole ${holeNumber}`}>
      <p className="scoring-drive__label">Drive used</p>
      <div className="scoring-drive__choices">
        {drives.players.map((player) => (
          <button
            key={player.member_id}
            type="button"
            className="scoring-drive__choice"
            aria-pressed={chosen === player.member_id}
            aria-label={`Drive of ${player.name}: ${player.drives} used${drives.minimum > 0 ? ` of ${drives.minimum}` : ''}`}
            disabled={disabled}
            onClick={() => onChoose(player.member_id)}
          >
            <span className="scoring-drive__name">{player.name}</span>
            <span className="scoring-drive__count">
              {player.drives}
              {drives.minimum > 0 ? ` / ${drives.minimum}` : ''}
            </span>
          </button>
        ))}
      </div>
      <p
        className={`scoring-drive__status${possible ? '' : ' scoring-drive__status--short'}`}
        data-testid="team-drives"
      >
        {standingText(drives)}
      </p>
    </div>
  );
}
