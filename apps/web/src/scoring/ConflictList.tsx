import type { QueuedScore } from './scoreQueueStore';
import type { GroupCard } from './scoreCard';

interface ConflictListProps {
  card: GroupCard;
  entries: readonly QueuedScore[];
  onKeepMine: (clientKey: string) => void;
  onDrop: (clientKey: string) => void;
}

const strokesText = (strokes: number | null | undefined) =>
  strokes === null || strokes === undefined ? 'picked up' : `${strokes}`;

/**
 * The entries the server did not take: a conflict shows the scorer's value and the stored one with who entered it,
 * to choose from; a refusal shows its reason.
 */
export function ConflictList({ card, entries, onKeepMine, onDrop }: ConflictListProps) {
  if (entries.length === 0) return null;
  const nameOf = (memberId: number) =>
    card.players.find((player) => player.member_id === memberId)?.name ?? `Player ${memberId}`;
  return (
    <section className="scoring-conflicts" aria-labelledby="scoring-conflicts-heading">
      <h2 id="scoring-conflicts-heading">Check {entries.length === 1 ? 'this score' : 'these scores'}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.client_key} className="scoring-conflict">
            {entry.state === 'conflict' ? (
              <>
                <p>
                  <strong>
                    {nameOf(entry.member_id)}, hole {entry.hole_number}
                  </strong>
                  : you entered <strong>{strokesText(entry.strokes)}</strong>;{' '}
                  {entry.current?.entered_by_name || 'someone else'} entered{' '}
                  <strong>{strokesText(entry.current?.strokes)}</strong>.
                </p>
                <div className="scoring-conflict__choices">
                  <button type="button" onClick={() => onKeepMine(entry.client_key)}>
                    Keep mine ({strokesText(entry.strokes)})
                  </button>
                  <button type="button" onClick={() => onDrop(entry.client_key)}>
                    Use {entry.current?.entered_by_name ? `${entry.current.entered_by_name}'s` : 'the stored'} (
                    {strokesText(entry.current?.strokes)})
                  </button>
                </div>
              </>
            ) : (
              <>
                <p>
                  <strong>
                    {nameOf(entry.member_id)}, hole {entry.hole_number}
                  </strong>
                  : {strokesText(entry.strokes)} was not saved. {entry.detail}
                </p>
                <div className="scoring-conflict__choices">
                  <button type="button" onClick={() => onDrop(entry.client_key)}>
                    Dismiss
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
