import { BooleanField, SelectField, TextField } from 'react-admin';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { frequencyChoices } from '../locker_type_charges/frequencyChoices';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function MemberTypesHeadMappingList() {
  return (
    <ResourceList>
      <TextField source="member_type_name" />
      <TextField source="accounts_head_name" />
      <ClubMoneyField source="amount_minor" textAlign="right" />
      <SelectField source="frequency" choices={frequencyChoices} />
      <BooleanField source="prorate_joins" />
    </ResourceList>
  );
}
