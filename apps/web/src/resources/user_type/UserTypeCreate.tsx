import { RecordCreate } from '../../layout/crud/RecordForm';
import { UserTypeInputs } from './UserTypeInputs';

export function UserTypeCreate() {
  return (
    <RecordCreate
      resource="user_type"
      listPath="/settings/user-types"
      defaultValues={{ is_active: true, description: '' }}
    >
      <UserTypeInputs />
    </RecordCreate>
  );
}
