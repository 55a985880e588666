import { holeDetailInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { HoleDetailInputs } from './HoleDetailInputs';

export function HoleDetailEdit() {
  return (
    <RecordEdit schema={holeDetailInput}>
      <HoleDetailInputs />
    </RecordEdit>
  );
}
