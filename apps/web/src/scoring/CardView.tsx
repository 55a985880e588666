import { CardSignatures, type SignAs } from './CardSignatures';
import { CardTotals, useNarrowScreen } from './CardTotals';
import {
  holePoints,
  holeValue,
  playerStanding,
  pointsOver,
  strokesOver,
  toParText,
  type GroupCard,
  type PendingValue,
} from './scoreCard';

interface CardViewProps {
  card: GroupCard;
  pending: readonly PendingValue[];
  /** Members with an entry this phone has not had accepted: their cards cannot be signed yet. */
  unsentMembers: ReadonlySet<number>;
  signing: number | null;
  signProblem: string | null;
  onOpenHole: (holeIndex: number) => void;
  onSign: (memberId: number, as: SignAs, reason?: string) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_each, index) => from + index);

/** The whole card: players by holes with the nines' and the round's totals, then the cards' signatures. */
export function CardView({ card, pending, unsentMembers, signing, signProblem, onOpenHole, onSign }: CardViewProps) {
  const holeCount = card.holes.length;
  const nines = holeCount === 18 ? [range(0, 9), range(9, 18)] : [range(0, holeCount)];
  const totalOf = (holeIndexes: number[]) => holeIndexes.reduce((sum, index) => sum + (card.holes[index]?.par ?? 0), 0);
  const columns = nines.flatMap((nine, nineIndex) => [
    ...nine.map((holeIndex) => ({ kind: 'hole' as const, holeIndex })),
    ...(nines.length > 1 ? [{ kind: 'total' as const, label: nineIndex === 0 ? 'Out' : 'In', holes: nine }] : []),
  ]);
  const allHoles = range(0, holeCount);
  const narrow = useNarrowScreen();
  // The round's own figure beside gross: net to par, or a Stableford's points with a row of them per player.
  const figure = card.basis === 'gross' ? null : card.basis === 'net' ? 'Net' : 'Points';

  return (
    <section className="scoring-card" aria-labelledby="scoring-card-heading">
      <h2 id="scoring-card-heading">Card</h2>
      <div className="scoring-card__scroll" tabIndex={0} role="region" aria-label="Scores of every hole">
        <table className="scoring-table">
          <thead>
            <tr>
              <th scope="col">Hole</th>
              {columns.map((column) =>
                column.kind === 'hole' ? (
                  <th scope="col" key={column.holeIndex}>
                    <button
                      type="button"
                      className="scoring-table__hole"
                      aria-label={`Score hole ${card.holes[column.holeIndex]?.hole_number}`}
                      onClick={() => onOpenHole(column.holeIndex)}
                    >
                      {card.holes[column.holeIndex]?.hole_number}
                    </button>
                  </th>
                ) : (
                  <th scope="col" key={column.label}>
                    {column.label}
                  </th>
                ),
              )}
              <th scope="col">Total</th>
              <th scope="col">To par</th>
              {figure && <th scope="col">{figure}</th>}
            </tr>
            <tr className="scoring-table__par">
              <th scope="row">Par</th>
              {columns.map((column) =>
                column.kind === 'hole' ? (
                  <td key={column.holeIndex}>{card.holes[column.holeIndex]?.par}</td>
                ) : (
                  <td key={column.label}>{totalOf(column.holes)}</td>
                ),
              )}
              <td>{totalOf(allHoles)}</td>
              <td />
              {figure && <td />}
            </tr>
          </thead>
          <tbody>
            {card.players.map((player, playerIndex) => {
              const standing = playerStanding(card, playerIndex, pending);
              const total = strokesOver(card, playerIndex, allHoles, pending);
              const rows = [
                <tr key={player.member_id}>
                  <th scope="row">{player.name}</th>
                  {columns.map((column) => {
                    if (column.kind === 'total') {
                      return <td key={column.label}>{strokesOver(card, playerIndex, column.holes, pending) ?? ''}</td>;
                    }
                    const value = holeValue(card, playerIndex, column.holeIndex, pending);
                    const holeNumber = card.holes[column.holeIndex]?.hole_number;
                    const unsent = pending.some(
                      (entry) => entry.member_id === player.member_id && entry.hole_number === holeNumber,
                    );
                    return (
                      <td key={column.holeIndex} className={unsent ? 'scoring-table__unsent' : undefined}>
                        {value.entered ? (value.strokes ?? '\u2013') : ''}
                      </td>
                    );
                  })}
                  <td>{total ?? (standing.thru > 0 ? standing.gross : '')}</td>
                  <td>{standing.thru > 0 ? toParText(standing.grossToPar) : ''}</td>
                  {card.basis === 'net' && <td>{standing.thru > 0 ? toParText(standing.netToPar) : ''}</td>}
                  {card.basis === 'stableford' && <td>{standing.entered > 0 ? standing.points : ''}</td>}
                </tr>,
              ];
              if (card.basis === 'stableford') {
                rows.push(
                  <tr key={`${player.member_id}-points`} className="scoring-table__points">
                    <th scope="row" aria-label={`${player.name}: points`}>
                      Points
                    </th>
                    {columns.map((column) =>
                      column.kind === 'total' ? (
                        <td key={column.label}>{pointsOver(card, playerIndex, column.holes, pending)}</td>
                      ) : (
                        <td key={column.holeIndex}>{holePoints(card, playerIndex, column.holeIndex, pending) ?? ''}</td>
                      ),
                    )}
                    <td>{standing.points}</td>
                    <td />
                    <td />
                  </tr>,
                );
              }
              return rows;
            })}
          </tbody>
        </table>
      </div>
      {narrow ? <CardTotals card={card} pending={pending} /> : null}
      <p className="scoring-card__legend">
        {'\u2013'} picked up, no score. Underlined: not sent yet. Tap a hole number to score it.
      </p>
      {card.players.map(
        (player) =>
          player.drives && (
            <p
              key={player.member_id}
              className={`scoring-drive__status${player.drives.met || player.drives.still_possible ? '' : ' scoring-drive__status--short'}`}
            >
              <strong>{player.name}:</strong> {player.drives.explanation}
            </p>
          ),
      )}

      <CardSignatures
        card={card}
        pending={pending}
        unsentMembers={unsentMembers}
        signing={signing}
        signProblem={signProblem}
        onSign={onSign}
      />
    </section>
  );
}
