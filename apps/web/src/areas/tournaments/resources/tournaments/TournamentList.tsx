import type { tournamentRecord } from '@fairway/contract';
import { FunctionField, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { tournamentChoices } from './tournamentChoices';
import { TournamentStatusChip } from './TournamentStatusChip';
import { tournamentStatuses } from '@fairway/contract';

type Tournament = z.output<typeof tournamentRecord>;

const statusChoices = tournamentStatuses.map((status) => ({
  id: status,
  name: `fairway.tournaments.statuses.${status}`,
}));

export function TournamentList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <SelectInput key="format" source="format" choices={tournamentChoices.format} />,
      ]}
    >
      <TextField source="name" />
      <ClubDateField source="start_date" />
      <FunctionField<Tournament>
        source="format"
        render={(tournament) => translate(`fairway.tournaments.formats.${tournament.format}`)}
      />
      <TextField source="tournament_master_name" sortable={false} />
      <FunctionField<Tournament>
        source="status"
        render={(tournament) => <TournamentStatusChip status={tournament.status} />}
      />
      <NumberField source="entries_count" sortable={false} />
    </ResourceList>
  );
}
