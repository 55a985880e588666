import { clubRoles, Role, userCreateInput } from '@fairway/contract';
import { CheckboxGroupInput } from 'react-admin';
import { RecordCreate, type SavedMessage } from '../../../../layout/crud/RecordForm';
import { RecordPhoneNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

const roleChoices = clubRoles.map((role) => ({ id: role, name: `fairway.roles.${role}` }));

/** The server mails every new user a link to set their password: without it they could not sign in. */
const linkMailed: SavedMessage = (user) => ({
  message: 'fairway.people.password_link_mailed',
  args: { email: user.email },
});

/** A new user of the club, with their roles there; they set their password with the link they are mailed. */
export function AdminUserCreate() {
  return (
    <RecordCreate schema={userCreateInput} defaultValues={{ roles: [Role.user] }} savedMessage={linkMailed}>
      <RecordTextInput source="first_name" />
      <RecordTextInput source="last_name" />
      <RecordTextInput source="email" type="email" />
      <RecordPhoneNumberInput source="phone" />
      <CheckboxGroupInput source="roles" choices={roleChoices} />
    </RecordCreate>
  );
}
