import { tournamentMasterInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { TournamentMasterInputs } from './TournamentMasterInputs';

export function TournamentMasterEdit() {
  return (
    <RecordEdit schema={tournamentMasterInput}>
      <TournamentMasterInputs />
    </RecordEdit>
  );
}
