import { namedTypeInput } from '@fairway/contract';
import { RecordEdit } from '../../layout/crud/RecordForm';
import { UserTypeInputs } from './UserTypeInputs';

export function UserTypeEdit() {
  return (
    <RecordEdit schema={namedTypeInput}>
      <UserTypeInputs />
    </RecordEdit>
  );
}
