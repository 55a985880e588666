import { holeIntermediatePointInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { HoleIntermediatePointInputs } from './HoleIntermediatePointInputs';

export function HoleIntermediatePointEdit() {
  return (
    <RecordEdit schema={holeIntermediatePointInput}>
      <HoleIntermediatePointInputs />
    </RecordEdit>
  );
}
