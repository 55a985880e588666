import { correctionLimits } from './scoringContract';

interface CorrectionReasonProps {
  /** The round is completed, rather than some of its cards signed. */
  completed: boolean;
  reason: string;
  onChange: (reason: string) => void;
}

/**
 * An organiser's way into a signed card or a completed round: its holes open once they say why, and the reason goes
 * with every correction, kept in the score's history.
 */
export function CorrectionReason({ completed, reason, onChange }: CorrectionReasonProps) {
  return (
    <section className="scoring-correction" aria-labelledby="scoring-correction-heading">
      <h2 id="scoring-correction-heading">Correct the scores</h2>
      <p>
        {completed ? 'The round is completed' : 'A card is signed and locked'}: as an organiser you may correct its
        scores. Say why first; the reason is kept with each change.
      </p>
      <label className="scoring-correction__label">
        Reason for the correction
        <input
          type="text"
          className="scoring-correction__input"
          value={reason}
          maxLength={correctionLimits.reason}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </section>
  );
}
