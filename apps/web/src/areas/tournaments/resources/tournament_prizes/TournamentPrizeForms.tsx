import { tournamentPrizeInput } from '@fairway/contract';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ClubMoneyInput } from '../tournaments/ClubMoneyInput';

function TournamentPrizeInputs() {
  return (
    <>
      <RecordReferenceInput source="tournament_id" reference="tournaments" />
      <RecordReferenceInput source="prize_type_id" reference="prize_types" />
      <RecordNumberInput source="position" />
      <RecordTextInput source="category" />
      <ClubMoneyInput source="value_minor" />
      <RecordTextInput source="description" />
    </>
  );
}

export function TournamentPrizeCreate() {
  return (
    <RecordCreate schema={tournamentPrizeInput} defaultValues={{ position: 1, value_minor: 0 }}>
      <TournamentPrizeInputs />
    </RecordCreate>
  );
}

export function TournamentPrizeEdit() {
  return (
    <RecordEdit schema={tournamentPrizeInput}>
      <TournamentPrizeInputs />
    </RecordEdit>
  );
}
