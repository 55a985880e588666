import { noteVisibilities, tournamentNoteInput } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

const visibilityChoices = noteVisibilities.map((visibility) => ({
  id: visibility,
  name: `fairway.tournaments.note_visibilities.${visibility}`,
}));

function TournamentNoteInputs() {
  return (
    <>
      <RecordReferenceInput source="tournament_id" reference="tournaments" />
      <RecordTextInput source="title" />
      <RecordTextInput source="body" multiline minRows={4} />
      <SelectInput source="visibility" choices={visibilityChoices} />
    </>
  );
}

export function TournamentNoteCreate() {
  return (
    <RecordCreate schema={tournamentNoteInput} defaultValues={{ visibility: 'organisers' }}>
      <TournamentNoteInputs />
    </RecordCreate>
  );
}

export function TournamentNoteEdit() {
  return (
    <RecordEdit schema={tournamentNoteInput}>
      <TournamentNoteInputs />
    </RecordEdit>
  );
}
