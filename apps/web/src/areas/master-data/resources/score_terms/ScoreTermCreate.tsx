import { scoreTermInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { ScoreTermInputs } from './ScoreTermInputs';

export function ScoreTermCreate() {
  return (
    <RecordCreate schema={scoreTermInput} defaultValues={{ is_active: true, is_hole_in_one: false, colour: '#4caf50' }}>
      <ScoreTermInputs />
    </RecordCreate>
  );
}
