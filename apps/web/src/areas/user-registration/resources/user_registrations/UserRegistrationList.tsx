import { userRegistrationStatuses } from '@fairway/contract';
import { SelectInput, TextField, useTranslate, type RaRecord } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { PhoneNumberField } from '../../../../layout/club/PhoneNumberField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import type { UserRegistrationRecord } from './RegistrationFields';
import { KindField, PersonField, StatusField } from './RegistrationFields';

const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={userRegistrationStatuses.map((status) => ({
      id: status,
      name: `fairway.user_registrations.statuses.${status}`,
    }))}
  />
);

/** `/user-registrations`: every registration and join request of the club, whatever became of it. */
export function UserRegistrationList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[statusFilter]}
      columnWidths={{ first_name: '10rem', email: '15rem', phone: '9rem', status: '12rem', kind: '8rem' }}
      csvText={{
        status: (record: RaRecord) =>
          translate(`fairway.user_registrations.statuses.${(record as UserRegistrationRecord).status}`),
        first_name: (record: RaRecord) =>
          `${(record as UserRegistrationRecord).first_name} ${(record as UserRegistrationRecord).last_name}`.trim(),
      }}
    >
      <PersonField source="first_name" />
      <TextField source="email" />
      <PhoneNumberField source="phone" sortable={false} />
      <KindField source="kind" />
      <StatusField source="status" />
      <ClubDateField source="created_at" withTime />
      <TextField source="rejection_reason" sortable={false} />
    </ResourceList>
  );
}
