import { roundStatuses } from '@fairway/contract';
import { NumberField, SelectInput, TextField, type RaRecord } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { ActiveRoundsProgress } from './ActiveRoundsProgress';
import { RoundStatusField } from './RoundStatusChip';

const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={roundStatuses.map((status) => ({ id: status, name: `fairway.rounds.statuses.${status}` }))}
  />
);

/**
 * The club's rounds (an event manager's: those of their series), the latest first, under the rounds in play with
 * their groups' progress; open one to run it.
 */
export function PlayerRoundList() {
  return (
    <ResourceList
      filters={[statusFilter]}
      header={<ActiveRoundsProgress />}
      csvText={{ status: (round: RaRecord) => String(round.status) }}
      columnWidths={{ round_number: '6rem', status: '8rem', groups_count: '6rem', players_count: '6rem' }}
    >
      <TextField source="tournament_name" />
      <NumberField source="round_number" />
      <ClubDateField source="play_date" />
      <RoundStatusField source="status" />
      <NumberField source="groups_count" sortable={false} />
      <NumberField source="players_count" sortable={false} />
    </ResourceList>
  );
}
