import { clubRoles, Role, userCreateInput } from '@fairway/contract';
import { CheckboxGroupInput } from 'react-admin';
import { RecordCreate } from '../../layout/crud/RecordForm';
import { RecordPhoneNumberInput, RecordTextInput } from '../../layout/crud/RecordInputs';

const roleChoices = clubRoles.map((role) => ({ id: role, name: `fairway.roles.${role}` }));

/** A new user of the club, with their roles there; they set their password later. */
export function AdminUserCreate() {
  return (
    <RecordCreate schema={userCreateInput} defaultValues={{ roles: [Role.user] }}>
      <RecordTextInput source="first_name" />
      <RecordTextInput source="last_name" />
      <RecordTextInput source="email" type="email" />
      <RecordPhoneNumberInput source="phone" />
      <CheckboxGroupInput source="roles" choices={roleChoices} />
    </RecordCreate>
  );
}
