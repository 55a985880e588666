import { SelectField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { statusChoices } from '../member_payment/postingChoices';

export function MemberExpencesList() {
  return (
    <ResourceList>
      <ClubDateField source="date" />
      <TextField source="member_name" />
      <TextField source="accounts_head_name" sortable={false} />
      <TextField source="description" sortable={false} />
      <ClubMoneyField source="amount_minor" textAlign="right" />
      <SelectField source="status" choices={statusChoices} sortable={false} />
    </ResourceList>
  );
}
