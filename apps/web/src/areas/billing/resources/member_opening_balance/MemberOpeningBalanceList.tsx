import { SelectField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { statusChoices } from '../member_payment/postingChoices';

export function MemberOpeningBalanceList() {
  return (
    <ResourceList>
      <TextField source="member_name" />
      <ClubDateField source="as_of_date" />
      <ClubMoneyField source="amount_minor" textAlign="right" />
      <SelectField source="status" choices={statusChoices} sortable={false} />
    </ResourceList>
  );
}
