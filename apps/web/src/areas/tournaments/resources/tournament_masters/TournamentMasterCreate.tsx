import { tournamentMasterInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { TournamentMasterInputs } from './TournamentMasterInputs';

export function TournamentMasterCreate() {
  return (
    <RecordCreate schema={tournamentMasterInput} defaultValues={{ default_format: 'stroke_play', is_active: true }}>
      <TournamentMasterInputs />
    </RecordCreate>
  );
}
