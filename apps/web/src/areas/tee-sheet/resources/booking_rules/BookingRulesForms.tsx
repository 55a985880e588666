import { bookingRulesInput } from '@fairway/contract';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

/**
 * The club's booking rules: its window (days ahead, the hour booking opens) and the member types with their own, the
 * bookings a member may hold, guests, the cut-off to cancel in time, the no-show rule, and where green fees are posted.
 */
function BookingRulesInputs() {
  return (
    <>
      <RecordNumberInput source="days_ahead" />
      <RecordTextInput source="opens_at" />
      <ArrayInput source="member_type_windows">
        <SimpleFormIterator inline>
          <RecordReferenceInput source="member_type_id" reference="member_types_master" />
          <RecordNumberInput source="days_ahead" />
          <RecordTextInput source="opens_at" />
        </SimpleFormIterator>
      </ArrayInput>
      <RecordNumberInput source="maximum_bookings_held" />
      <RecordNumberInput source="maximum_bookings_per_day" />
      <RecordNumberInput source="maximum_guests" />
      <RecordNumberInput source="cancel_cut_off_hours" />
      <RecordNumberInput source="no_shows" />
      <RecordNumberInput source="no_show_within_days" />
      <RecordNumberInput source="suspension_days" />
      <RecordReferenceInput
        source="green_fee_accounts_head_id"
        reference="accounts_head"
        sort={{ field: 'code', order: 'ASC' }}
      />
    </>
  );
}

const defaults = {
  days_ahead: 7,
  opens_at: '19:00',
  maximum_guests: 3,
  cancel_cut_off_hours: 24,
  no_shows: 3,
  no_show_within_days: 90,
  suspension_days: 14,
};

export function BookingRulesCreate() {
  return (
    <RecordCreate schema={bookingRulesInput} defaultValues={defaults}>
      <BookingRulesInputs />
    </RecordCreate>
  );
}

export function BookingRulesEdit() {
  return (
    <RecordEdit schema={bookingRulesInput}>
      <BookingRulesInputs />
    </RecordEdit>
  );
}
