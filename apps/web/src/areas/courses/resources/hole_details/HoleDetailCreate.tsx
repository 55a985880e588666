import { holeDetailInput } from '@fairway/contract';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { HoleDetailInputs } from './HoleDetailInputs';

export function HoleDetailCreate() {
  const club = useActiveClub();
  return (
    <RecordCreate schema={holeDetailInput} defaultValues={{ distance_unit: club?.distanceUnit ?? 'yards' }}>
      <HoleDetailInputs />
    </RecordCreate>
  );
}
