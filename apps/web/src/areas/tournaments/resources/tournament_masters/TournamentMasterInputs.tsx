import { meritPeriods, Role, tournamentFormats } from '@fairway/contract';
import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

export const formatChoices = tournamentFormats.map((format) => ({
  id: format,
  name: `fairway.tournaments.formats.${format}`,
}));

const meritPeriodChoices = meritPeriods.map((period) => ({
  id: period,
  name: `fairway.tournaments.merit_periods.${period}`,
}));

/** The points table as typed, "100, 80, 70": an empty place between two commas stays empty (null) for the server to name. */
const pointsOfText = (text: string) =>
  text.trim() === ''
    ? null
    : text.split(',').map((part) => (part.trim() === '' ? null : Number(part.trim().replace(/\s+/g, ''))));
const textOfPoints = (points: unknown) =>
  Array.isArray(points) ? points.map((value: number | null) => (value === null ? '' : String(value))).join(', ') : '';

/**
 * A series' inputs, and its order of merit's terms: the points table as one line of numbers, the best N and the
 * period. An event manager's series is theirs, so only the club's admins name its event manager.
 */
export function TournamentMasterInputs() {
  const translate = useTranslate();
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
      <TextInput
        source="merit_points"
        format={textOfPoints}
        parse={pointsOfText}
        helperText={translate('fairway.tournaments.merit_points_help')}
      />
      <RecordNumberInput source="merit_best_n" helperText={translate('fairway.tournaments.merit_best_n_help')} />
      <SelectInput source="merit_period" choices={meritPeriodChoices} />
    </>
  );
}
