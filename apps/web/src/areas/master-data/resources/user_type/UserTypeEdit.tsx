import { namedTypeInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { NamedTypeInputs } from '../../../../layout/crud/NamedTypeInputs';

export function UserTypeEdit() {
  return (
    <RecordEdit schema={namedTypeInput}>
      <NamedTypeInputs />
    </RecordEdit>
  );
}
