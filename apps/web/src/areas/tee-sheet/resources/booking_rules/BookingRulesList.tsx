import { NumberField, TextField } from 'react-admin';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function BookingRulesList() {
  return (
    <ResourceList>
      <NumberField source="days_ahead" />
      <TextField source="opens_at" />
      <NumberField source="maximum_bookings_held" emptyText="–" />
      <NumberField source="maximum_bookings_per_day" emptyText="–" />
      <NumberField source="maximum_guests" />
      <NumberField source="cancel_cut_off_hours" />
      <NumberField source="no_shows" />
      <NumberField source="no_show_within_days" />
      <NumberField source="suspension_days" />
    </ResourceList>
  );
}
