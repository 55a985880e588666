import { mailStatuses } from '@fairway/contract';
import { NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export const statusChoices = mailStatuses.map((status) => ({
  id: status,
  name: `resources.mail_outbox.statuses.${status}`,
}));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

export function MailOutboxList() {
  return (
    <ResourceList filters={filters} columnWidths={{ status: '6rem', attempts: '6rem', recipient: '16rem' }}>
      <SelectField source="status" choices={statusChoices} />
      <TextField source="recipient" />
      <TextField source="subject" />
      <NumberField source="attempts" />
      <TextField source="last_error" sortable={false} />
      <ClubDateField source="created_at" withTime />
    </ResourceList>
  );
}
