import { RecordEdit } from '../../layout/crud/RecordForm';
import { UserTypeInputs } from './UserTypeInputs';

export function UserTypeEdit() {
  return (
    <RecordEdit resource="user_type" listPath="/settings/user-types">
      <UserTypeInputs />
    </RecordEdit>
  );
}
