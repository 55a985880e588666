import { Role, tournamentFormats } from '@fairway/contract';
import { BooleanInput, SelectInput } from 'react-admin';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

export const formatChoices = tournamentFormats.map((format) => ({
  id: format,
  name: `fairway.tournaments.formats.${format}`,
}));

/** A series' inputs; an event manager's series is theirs, so only the club's admins name its event manager. */
export function TournamentMasterInputs() {
  const roles = roleIdsOf(useCurrentUser().data);
  const runsEveryEvent = roles.includes(Role.admin) || roles.includes(Role.superAdmin);
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="description" multiline minRows={2} />
      <SelectInput source="default_format" choices={formatChoices} />
      {runsEveryEvent ? (
        <RecordReferenceInput
          source="event_manager_id"
          reference="event_manager"
          sort={{ field: 'id', order: 'ASC' }}
        />
      ) : null}
      <BooleanInput source="is_active" />
    </>
  );
}
