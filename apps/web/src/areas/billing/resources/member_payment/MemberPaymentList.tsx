import { SelectField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { modeChoices, statusChoices } from './postingChoices';

export function MemberPaymentList() {
  return (
    <ResourceList>
      <ClubDateField source="date" />
      <TextField source="member_name" />
      <SelectField source="mode" choices={modeChoices} sortable={false} />
      <TextField source="reference" sortable={false} />
      <ClubMoneyField source="amount_minor" textAlign="right" />
      <SelectField source="status" choices={statusChoices} sortable={false} />
    </ResourceList>
  );
}
