import { entryStatuses } from '@fairway/contract';
import { handicapIndexText, handicapText } from '@fairway/golf';
import {
  AutocompleteInput,
  BooleanField,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { ResourceList } from '../../../../layout/crud/ResourceList';

const statusChoices = entryStatuses.map((status) => ({
  id: status,
  name: `fairway.tournaments.entry_statuses.${status}`,
}));

export function TournamentMemberList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[
        <ReferenceInput key="tournament_id" source="tournament_id" reference="tournaments" alwaysOn>
          <AutocompleteInput />
        </ReferenceInput>,
        <SelectInput key="status" source="status" choices={statusChoices} />,
      ]}
    >
      <TextField source="name" />
      <TextField source="hole_category_name" sortable={false} />
      <FunctionField
        source="handicap_index"
        render={(entry: { handicap_index: number | null }) => handicapIndexText(entry.handicap_index) || '–'}
      />
      <FunctionField
        source="course_handicap"
        sortable={false}
        textAlign="right"
        render={(entry: { course_handicap: number | null }) => handicapText(entry.course_handicap) || '–'}
      />
      <FunctionField
        source="playing_handicap"
        sortBy="playing_handicap"
        textAlign="right"
        render={(entry: { playing_handicap: number | null }) => handicapText(entry.playing_handicap) || '–'}
      />
      <TextField source="category" />
      <FunctionField
        source="status"
        render={(entry: { status: string }) => translate(`fairway.tournaments.entry_statuses.${entry.status}`)}
      />
      <BooleanField source="paid" sortable={false} />
    </ResourceList>
  );
}
