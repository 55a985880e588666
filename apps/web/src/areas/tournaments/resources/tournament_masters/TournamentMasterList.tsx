import { BooleanField, FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function TournamentMasterList() {
  const translate = useTranslate();
  return (
    <ResourceList filters={[activeFilter]}>
      <TextField source="name" />
      <FunctionField
        source="default_format"
        render={(series: { default_format: string }) =>
          translate(`fairway.tournaments.formats.${series.default_format}`)
        }
      />
      <TextField
        source="event_manager_name"
        emptyText={translate('fairway.tournaments.club_series')}
        sortable={false}
      />
      <NumberField source="tournaments_count" sortable={false} />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
