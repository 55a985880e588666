import { AutocompleteInput, FunctionField, ReferenceInput, TextField, useTranslate } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function TournamentNoteList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[
        <ReferenceInput key="tournament_id" source="tournament_id" reference="tournaments" alwaysOn>
          <AutocompleteInput />
        </ReferenceInput>,
      ]}
    >
      <TextField source="title" />
      <TextField source="tournament_name" />
      <FunctionField
        source="visibility"
        render={(note: { visibility: string }) => translate(`fairway.tournaments.note_visibilities.${note.visibility}`)}
      />
      <ClubDateField source="updated_at" />
    </ResourceList>
  );
}
