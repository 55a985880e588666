import { formatPlayedAs, sideFormats, type TournamentFlights, type TournamentFormat } from '@fairway/contract';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RecordNumberInput } from '../../../../layout/crud/RecordInputs';
import { ClubMoneyInput } from './ClubMoneyInput';
import { tournamentChoices } from './tournamentChoices';

/** A new choice of how the field is split into flights, with a first setting to change: two bands or two flights. */
function flightsOfMethod(method: unknown): TournamentFlights | null {
  if (method === 'equal_sizes') return { method, count: 2 };
  if (method === 'index_bands') {
    return {
      method,
      bands: [
        { name: 'A', from_index: -10, to_index: 18 },
        { name: 'B', from_index: 18.1, to_index: 54 },
      ],
    };
  }
  return null;
}

/** How a format of the weekly ones is played, in words under the format. */
export function WeeklyFormatHelp() {
  const translate = useTranslate();
  const format: unknown = useWatch({ name: 'format' });
  const help = translate(`fairway.tournaments.format_help.${String(format)}`, { _: '' });
  return help ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2, maxWidth: '60ch' }}>
      {help}
    </Typography>
  ) : null;
}

/**
 * The terms of the formats clubs play every week: how a side, a scramble team or an eclectic is played, a scramble's
 * team size and drives, a skins game's ties and pot, whether a knockout plays a consolation bracket; and, for a
 * field played one by one, its flights.
 */
export function WeeklyFormatInputs() {
  const translate = useTranslate();
  const format = useWatch({ name: 'format' }) as TournamentFormat | undefined;
  const skinsTies: unknown = useWatch({ name: 'skins_ties' });
  const flightsMethod: unknown = useWatch({ name: 'flights.method' });
  const playedAs = format ? formatPlayedAs[format] : undefined;
  const isSide = (sideFormats as readonly string[]).includes(format ?? '');
  const teamFormat = isSide || format === 'scramble' || format === 'team' || format === 'fourball';
  return (
    <>
      {playedAs ? (
        <SelectInput
          source="played_as"
          choices={tournamentChoices.playedAs.filter((choice) => (playedAs as readonly string[]).includes(choice.id))}
          helperText={translate('fairway.tournaments.played_as_help')}
          defaultValue="stroke_play"
          isRequired
        />
      ) : null}
      {isSide ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '60ch' }}>
          {translate('fairway.tournaments.side_help')}
        </Typography>
      ) : null}
      {format === 'scramble' ? (
        <>
          <RecordNumberInput
            source="team_size"
            min={2}
            max={4}
            helperText={translate('fairway.tournaments.scramble_size_help')}
          />
          <RecordNumberInput source="minimum_drives" helperText={translate('fairway.tournaments.drives_help')} />
        </>
      ) : null}
      {format === 'skins' ? (
        <>
          <SelectInput
            source="skins_ties"
            choices={tournamentChoices.skinsTies}
            helperText={translate('fairway.tournaments.skins_ties_help')}
          />
          {skinsTies !== 'void' ? (
            <SelectInput
              source="skins_last_hole_tie"
              choices={tournamentChoices.skinsLastHoleTies}
              helperText={translate('fairway.tournaments.skins_last_hole_help')}
            />
          ) : null}
          <ClubMoneyInput source="skins_pot_minor" />
        </>
      ) : null}
      {format === 'knockout' ? (
        <BooleanInput
          source="consolation_bracket"
          helperText={translate('fairway.tournaments.consolation_bracket_help')}
        />
      ) : null}
      {format && !teamFormat ? (
        <>
          <SelectInput
            source="flights"
            choices={tournamentChoices.flightsMethod}
            emptyText="fairway.tournaments.flights_none"
            format={(flights: TournamentFlights | null | undefined) => flights?.method ?? ''}
            parse={flightsOfMethod}
            helperText={translate('fairway.tournaments.flights_help')}
          />
          {flightsMethod === 'equal_sizes' ? (
            <NumberInput source="flights.count" label="fairway.tournaments.flights_count" min={2} max={8} step={1} />
          ) : null}
          {flightsMethod === 'index_bands' ? (
            <ArrayInput source="flights.bands" label="fairway.tournaments.flights_bands">
              <SimpleFormIterator inline disableReordering>
                <TextInput source="name" label="fairway.tournaments.flight_fields.name" />
                <NumberInput source="from_index" label="fairway.tournaments.flight_fields.from_index" step={0.1} />
                <NumberInput source="to_index" label="fairway.tournaments.flight_fields.to_index" step={0.1} />
              </SimpleFormIterator>
            </ArrayInput>
          ) : null}
        </>
      ) : null}
    </>
  );
}
