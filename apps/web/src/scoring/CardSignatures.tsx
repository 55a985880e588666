import { useState } from 'react';
import { formatClubTime } from '../layout/club/formatClubDate';
import { playerStanding, type GroupCard, type PendingValue } from './scoreCard';
import { correctionLimits } from './scoringContract';

export type SignAs = 'marker' | 'player';

interface CardSignaturesProps {
  card: GroupCard;
  pending: readonly PendingValue[];
  /** Members with an entry this phone has not had accepted: their cards cannot be signed yet. */
  unsentMembers: ReadonlySet<number>;
  signing: number | null;
  signProblem: string | null;
  /** `reason`: why an organiser attests for the player, audited by the server. */
  onSign: (memberId: number, as: SignAs, reason?: string) => void;
}

/** A signature or its absence; its time on the club's clock, whatever the phone's zone and clock format. */
function Mark({ at, timeZone, done, notYet }: { at: string | null; timeZone: string; done: string; notYet: string }) {
  return (
    <span className={`scoring-mark${at ? ' scoring-mark--done' : ''}`}>
      {at ? `\u2713 ${done} at ${formatClubTime(at, timeZone)}` : notYet}
    </span>
  );
}

/**
 * Each card's signatures (Rules of Golf Rule 3.3b): the marker signs the other players' cards, each player attests
 * their own, an organiser may do either; both once every hole has a score. An organiser attests for a player (most
 * golfers of a club have no login to attest with) once they have written why.
 */
export function CardSignatures({ card, pending, unsentMembers, signing, signProblem, onSign }: CardSignaturesProps) {
  const holeCount = card.holes.length;
  // An organiser still signs a completed round's cards, as the server allows.
  const open = card.round_status === 'active' || (card.is_organiser && card.round_status === 'completed');
  const [reasons, setReasons] = useState<Record<number, string>>({});
  return (
    <>
      <h2>Signing the cards</h2>
      <p className="scoring-card__legend">
        The marker signs each card once every hole has a score, which locks it; each player attests their own.
      </p>
      <ul className="scoring-signatures">
        {card.players.map((player, playerIndex) => {
          const own = player.member_id === card.own_member_id;
          const { marker_signed_at: signed, player_attested_at: attested, attested_by_marker } = player.signature;
          const { entered } = playerStanding(card, playerIndex, pending);
          const complete = entered === holeCount;
          const waiting = unsentMembers.has(player.member_id);
          const marks = !signed && (card.is_organiser || (card.is_scorer && !own));
          const attests = !attested && own;
          const attestsFor = !attested && !own && card.is_organiser;
          const reason = reasons[player.member_id]?.trim() ?? '';
          const disabled = !open || !complete || waiting || signing !== null;
          return (
            <li key={player.member_id} className="scoring-signature" aria-label={player.name}>
              <span className="scoring-signature__name">
                {player.name}
                {own && <span className="scoring-signature__you"> (you)</span>}
              </span>
              <Mark
                at={signed}
                timeZone={card.club_time_zone}
                done="Signed by the marker"
                notYet="Not signed by the marker yet"
              />
              <Mark
                at={attested}
                timeZone={card.club_time_zone}
                done={attested_by_marker ? "Attested by the marker's signature" : 'Attested by the player'}
                notYet="Not attested by the player yet"
              />
              {(marks || attests || attestsFor) && (!complete || waiting) && (
                <span className="scoring-signature__state">
                  {waiting
                    ? 'Waiting for the scores to be sent'
                    : `${holeCount - entered} ${holeCount - entered === 1 ? 'hole' : 'holes'} to enter`}
                </span>
              )}
              {marks && (
                <button
                  type="button"
                  className="scoring-sign"
                  disabled={disabled}
                  onClick={() => onSign(player.member_id, 'marker')}
                >
                  {signing === player.member_id ? 'Signing\u2026' : `Sign ${player.name}'s card`}
                </button>
              )}
              {attests && (
                <button
                  type="button"
                  className="scoring-sign"
                  disabled={disabled}
                  onClick={() => onSign(player.member_id, 'player')}
                >
                  {signing === player.member_id ? 'Attesting\u2026' : 'Attest my card'}
                </button>
              )}
              {attestsFor && (
                <span className="scoring-signature__for">
                  <label className="scoring-correction__label">
                    Why you attest for {player.name}
                    <input
                      type="text"
                      className="scoring-correction__input"
                      value={reasons[player.member_id] ?? ''}
                      maxLength={correctionLimits.reason}
                      placeholder="Has no login: card read back at the desk"
                      onChange={(event) => setReasons({ ...reasons, [player.member_id]: event.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="scoring-sign"
                    disabled={disabled || reason === ''}
                    onClick={() => onSign(player.member_id, 'player', reason)}
                  >
                    {signing === player.member_id ? 'Attesting\u2026' : `Attest for ${player.name}`}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {signProblem && (
        <p className="scoring-problem" role="alert">
          {signProblem}
        </p>
      )}
    </>
  );
}
