import { matchFormatAllowance } from '@fairway/golf';
import Typography from '@mui/material/Typography';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { ClubDateTimeInput } from '../../../../layout/club/ClubDateTimeInput';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ClubMoneyInput } from './ClubMoneyInput';
import { tournamentChoices } from './tournamentChoices';
import { WeeklyFormatHelp, WeeklyFormatInputs } from './WeeklyFormatInputs';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(`fairway.tournaments.sections.${title}`)}
    </Typography>
  );
}

/**
 * A tournament's terms, in the order an organiser sets them: the event, the handicaps and tees, the entries, the
 * scoring and, for team formats, the teams; for a press and re-press, when a side presses. An empty allowance takes the format's recommended one;
 * a Ryder Cup's matches are each played at their own format's allowance, which the allowance's help shows. The weekly
 * formats' own terms and the flights: `WeeklyFormatInputs`.
 */
export function TournamentInputs() {
  const translate = useTranslate();
  const holes: unknown = useWatch({ name: 'holes' });
  const format: unknown = useWatch({ name: 'format' });
  const series: unknown = useWatch({ name: 'tournament_master_id' });
  const teamFormat = format === 'team' || format === 'fourball' || format === 'ryder_cup';
  return (
    <>
      <Section title="event" />
      <RecordTextInput source="name" />
      <RecordReferenceInput
        source="tournament_master_id"
        reference="tournament_masters"
        helperText={series ? undefined : translate('fairway.tournaments.no_series_help')}
      />
      {series ? (
        <RecordNumberInput
          source="merit_weight_percent"
          helperText={translate('fairway.tournaments.merit_weight_help')}
        />
      ) : null}
      <ClubDateInput source="start_date" isRequired />
      <ClubDateInput source="end_date" isRequired />
      <RecordNumberInput source="rounds_count" />
      <SelectInput source="format" choices={tournamentChoices.format} isRequired />
      <WeeklyFormatHelp />
      <RecordTextInput source="description" multiline minRows={2} />

      <Section title="handicaps" />
      <SelectInput source="holes" choices={tournamentChoices.holes} />
      {holes === 9 ? <SelectInput source="nine" choices={tournamentChoices.nine} /> : null}
      <RecordReferenceInput source="men_hole_category_id" reference="hole_categories" />
      <RecordReferenceInput source="women_hole_category_id" reference="hole_categories" />
      <RecordNumberInput
        source="handicap_allowance"
        helperText={
          format === 'ryder_cup'
            ? translate('fairway.tournaments.allowance_per_format_help', {
                singles: matchFormatAllowance('singles'),
                fourball: matchFormatAllowance('fourball'),
              })
            : translate('fairway.tournaments.allowance_help')
        }
      />
      <RecordNumberInput source="max_handicap" />

      <Section title="field" />
      <ClubMoneyInput source="entry_fee_minor" />
      <RecordNumberInput source="field_limit" />
      <ClubDateTimeInput source="entries_close_at" helperText={translate('fairway.tournaments.entries_close_hint')} />
      <ArrayInput source="categories" label="fairway.tournaments.categories">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="fairway.tournaments.category_fields.name" />
          <SelectInput
            source="gender"
            label="fairway.tournaments.category_fields.gender"
            choices={tournamentChoices.gender}
            emptyText="fairway.tournaments.category_any_gender"
          />
          <NumberInput source="min_index" label="fairway.tournaments.category_fields.min_index" step={0.1} />
          <NumberInput source="max_index" label="fairway.tournaments.category_fields.max_index" step={0.1} />
          <NumberInput source="min_age" label="fairway.tournaments.category_fields.min_age" step={1} />
        </SimpleFormIterator>
      </ArrayInput>

      <Section title="scoring" />
      <SelectInput source="scoring_basis" choices={tournamentChoices.scoringBasis} />
      <SelectInput source="countback_method" choices={tournamentChoices.countbackMethod} />
      <SelectInput source="countback_fractions" choices={tournamentChoices.countbackFractions} />
      <SelectInput source="leaderboard_visibility" choices={tournamentChoices.visibility} />
      <WeeklyFormatInputs />

      {teamFormat ? (
        <>
          <Section title="teams" />
          <RecordNumberInput source="team_size" />
          <RecordNumberInput source="team_best_n" />
        </>
      ) : null}
      {format === 'press_repress' ? (
        <>
          <Section title="presses" />
          <RecordNumberInput source="press_when_down" helperText={translate('fairway.tournaments.press_help')} />
        </>
      ) : null}
    </>
  );
}
