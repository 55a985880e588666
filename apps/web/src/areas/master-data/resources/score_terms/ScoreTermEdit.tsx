import { scoreTermInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { ScoreTermInputs } from './ScoreTermInputs';

export function ScoreTermEdit() {
  return (
    <RecordEdit schema={scoreTermInput}>
      <ScoreTermInputs />
    </RecordEdit>
  );
}
