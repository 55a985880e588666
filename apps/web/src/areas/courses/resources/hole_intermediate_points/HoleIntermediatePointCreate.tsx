import { holeIntermediatePointInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { HoleIntermediatePointInputs } from './HoleIntermediatePointInputs';

export function HoleIntermediatePointCreate() {
  return (
    <RecordCreate schema={holeIntermediatePointInput} defaultValues={{ label: '', sort_order: 0 }}>
      <HoleIntermediatePointInputs />
    </RecordCreate>
  );
}
