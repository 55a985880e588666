import { userChangeInput } from '@fairway/contract';
import { BooleanInput } from 'react-admin';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordPhoneNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ClubRoles } from './ClubRoles';
import { SetPasswordLink } from './SetPasswordLink';

/**
 * A user of the club: their name, phone and whether they may sign in, a way to set their password; their roles in the
 * club below.
 */
export function AdminUserEdit() {
  return (
    <RecordEdit schema={userChangeInput} deletable={false}>
      <RecordTextInput source="first_name" />
      <RecordTextInput source="last_name" />
      <RecordPhoneNumberInput source="phone" />
      <BooleanInput source="is_active" helperText="fairway.people.is_active_hint" />
      <SetPasswordLink />
      <ClubRoles />
    </RecordEdit>
  );
}
