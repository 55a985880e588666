import { namedTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../layout/crud/RecordForm';
import { UserTypeInputs } from './UserTypeInputs';

export function UserTypeCreate() {
  return (
    <RecordCreate schema={namedTypeInput} defaultValues={{ is_active: true, description: '' }}>
      <UserTypeInputs />
    </RecordCreate>
  );
}
