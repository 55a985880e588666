import { RecordEdit } from '../../layout/crud/RecordForm';
import { ScoreTermInputs } from './ScoreTermInputs';

export function ScoreTermEdit() {
  return (
    <RecordEdit resource="score_terms" listPath="/score_term">
      <ScoreTermInputs />
    </RecordEdit>
  );
}
