import { FunctionField, NumberField, ReferenceInput, AutocompleteInput, TextField } from 'react-admin';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';

export function TournamentPrizeList() {
  const formatMoney = useFormatClubMoney();
  return (
    <ResourceList
      filters={[
        <ReferenceInput key="tournament_id" source="tournament_id" reference="tournaments" alwaysOn>
          <AutocompleteInput />
        </ReferenceInput>,
      ]}
    >
      <TextField source="tournament_name" />
      <TextField source="prize_type_name" />
      <NumberField source="position" />
      <TextField source="category" />
      <FunctionField source="value_minor" render={(prize: { value_minor: number }) => formatMoney(prize.value_minor)} />
      <TextField source="description" sortable={false} />
    </ResourceList>
  );
}
