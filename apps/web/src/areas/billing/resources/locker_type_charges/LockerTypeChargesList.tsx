import { SelectField, TextField } from 'react-admin';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { frequencyChoices } from './frequencyChoices';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function LockerTypeChargesList() {
  return (
    <ResourceList>
      <TextField source="locker_type_name" />
      <TextField source="member_type_name" />
      <TextField source="accounts_head_name" sortable={false} />
      <ClubMoneyField source="amount_minor" textAlign="right" />
      <SelectField source="frequency" choices={frequencyChoices} />
    </ResourceList>
  );
}
