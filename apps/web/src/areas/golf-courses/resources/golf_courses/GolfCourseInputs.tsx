import {
  currencyCodes,
  dateFormats,
  distanceUnits,
  holesCounts,
  paperSizes,
  prizesPerPlayerLimits,
  timeZoneNames,
} from '@fairway/contract';
import Typography from '@mui/material/Typography';
import { AutocompleteInput, BooleanInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import {
  RecordNumberInput,
  RecordPhoneNumberInput,
  RecordReferenceInput,
  RecordTextInput,
} from '../../../../layout/crud/RecordInputs';
import { GolfCourseRatings } from '../../../courses';
import { statusChoices } from './GolfCourseList';
import { ImageInput } from '../../../../layout/crud/ImageInput';
import { useIsSuperAdmin } from './useIsSuperAdmin';

const timeZoneChoices = timeZoneNames().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') }));

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const currencyChoices = currencyCodes().map((code) => ({ id: code, name: `${code} - ${currencyNames.of(code)}` }));

const dateFormatChoices = dateFormats.map((format) => ({ id: format, name: format }));
const distanceUnitChoices = distanceUnits.map((unit) => ({ id: unit, name: `fairway.dashboard.${unit}` }));
const paperSizeChoices = paperSizes.map((size) => ({ id: size, name: `fairway.golf_courses.paper.${size}` }));
const holesCountChoices = holesCounts.map((count) => ({ id: count, name: String(count) }));
const monthChoices = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `fairway.golf_courses.months.${index + 1}`,
}));

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** A club's record: who it is, where, how it writes times, dates, distances and money, and whom to contact. */
export function GolfCourseInputs() {
  const isSuperAdmin = useIsSuperAdmin();
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="short_name" />
      <ImageInput
        source="logo_id"
        previewSource="logo"
        labels={{
          title: 'resources.golf_courses.fields.logo_id',
          preview: 'fairway.golf_courses.logo_preview',
          none: 'fairway.golf_courses.no_logo',
          choose: 'fairway.image.choose',
          remove: 'fairway.golf_courses.remove_logo',
          hint: 'fairway.golf_courses.logo_hint',
        }}
      />

      <Section title="fairway.golf_courses.where" />
      <RecordTextInput source="address" />
      <RecordReferenceInput source="country_id" reference="countries" />
      <RecordReferenceInput source="state_id" reference="states" />
      <RecordReferenceInput source="city_id" reference="cities" />
      <RecordTextInput source="postal_code" />

      <Section title="fairway.golf_courses.reach" />
      <RecordTextInput source="email" type="email" />
      <RecordPhoneNumberInput source="phone" />
      <RecordTextInput source="website" type="url" />

      <Section title="fairway.golf_courses.settings" />
      <AutocompleteInput source="time_zone" choices={timeZoneChoices} fullWidth />
      <SelectInput source="date_format" choices={dateFormatChoices} />
      <SelectInput source="distance_unit" choices={distanceUnitChoices} />
      <AutocompleteInput source="currency" choices={currencyChoices} fullWidth />
      <BooleanInput source="individual_rounds_enabled" />
      <SelectInput
        source="holes_count"
        choices={holesCountChoices}
        disabled={!isSuperAdmin}
        helperText={isSuperAdmin ? undefined : 'fairway.golf_courses.super_admin_sets'}
      />
      <SelectInput
        source="status"
        choices={statusChoices}
        disabled={!isSuperAdmin}
        helperText={isSuperAdmin ? undefined : 'fairway.golf_courses.super_admin_sets'}
      />

      <Section title="fairway.golf_courses.billing" />
      <SelectInput
        source="financial_year_start_month"
        choices={monthChoices}
        helperText="fairway.golf_courses.year_start_hint"
      />
      <BooleanInput source="members_read_own_statement" />
      <BooleanInput source="competition_purse" />

      <Section title="fairway.golf_courses.tournaments" />
      <RecordNumberInput
        source="prizes_per_player"
        min={prizesPerPlayerLimits.min}
        max={prizesPerPlayerLimits.max}
        step={1}
        helperText="fairway.golf_courses.prizes_per_player_hint"
      />
      <SelectInput source="paper_size" choices={paperSizeChoices} />

      <Section title="fairway.golf_courses.card_signing" />
      <BooleanInput source="marker_signature_attests" helperText="fairway.golf_courses.marker_signature_attests_hint" />
      <RecordNumberInput
        source="general_play_return_hours"
        min={1}
        max={168}
        step={1}
        helperText="fairway.golf_courses.general_play_return_hours_hint"
      />
      <RecordNumberInput
        source="general_play_grace_minutes"
        min={0}
        max={1440}
        step={1}
        helperText="fairway.golf_courses.general_play_grace_minutes_hint"
      />

      <Section title="fairway.golf_courses.contact" />
      <RecordTextInput source="contact_name" />
      <RecordTextInput source="contact_email" type="email" />
      <RecordPhoneNumberInput source="contact_phone" />
    </>
  );
}

/** The course's ratings, below its record: each saved on its own, in a dialog, not with the club's form. */
export function GolfCourseRatingsPlace() {
  const record = useRecordContext<{ id: number }>();
  return (
    <>
      <Section title="fairway.golf_courses.ratings" />
      {record ? <GolfCourseRatings golfCourseId={Number(record.id)} /> : null}
    </>
  );
}
