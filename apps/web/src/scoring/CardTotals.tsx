import { useSyncExternalStore } from 'react';
import { playerStanding, strokesOver, toParText, type GroupCard, type PendingValue } from './scoreCard';

/** A phone's width, where the card's 18 holes overflow the screen. */
const narrowScreen = '(max-width: 599px)';

/** The screen is as narrow as a phone's, followed as it turns. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(narrowScreen);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(narrowScreen).matches,
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_each, index) => from + index);

/**
 * The card's totals for a phone, whose screen the 18 holes overflow: each player's Out, In, Total and to par in one
 * narrow table under the card, so that they are read without a sideways swipe.
 */
export function CardTotals({ card, pending }: { card: GroupCard; pending: readonly PendingValue[] }) {
  const holeCount = card.holes.length;
  const nines = holeCount === 18 ? [range(0, 9), range(9, 18)] : [];
  const allHoles = range(0, holeCount);
  return (
    <table className="scoring-table scoring-totals" aria-label="Totals">
      <thead>
        <tr>
          <th scope="col">Player</th>
          {nines.length > 0 ? <th scope="col">Out</th> : null}
          {nines.length > 0 ? <th scope="col">In</th> : null}
          <th scope="col">Total</th>
          <th scope="col">To par</th>
        </tr>
      </thead>
      <tbody>
        {card.players.map((player, playerIndex) => {
          const standing = playerStanding(card, playerIndex, pending);
          const total = strokesOver(card, playerIndex, allHoles, pending);
          return (
            <tr key={player.member_id}>
              <th scope="row">{player.name}</th>
              {nines.map((nine, nineIndex) => (
                <td key={nineIndex}>{strokesOver(card, playerIndex, nine, pending) ?? ''}</td>
              ))}
              <td>{total ?? (standing.thru > 0 ? standing.gross : '')}</td>
              <td>{standing.thru > 0 ? toParText(standing.grossToPar) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
