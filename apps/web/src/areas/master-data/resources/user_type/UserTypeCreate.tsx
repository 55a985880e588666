import { namedTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { NamedTypeInputs } from '../../../../layout/crud/NamedTypeInputs';

export function UserTypeCreate() {
  return (
    <RecordCreate schema={namedTypeInput} defaultValues={{ is_active: true, description: '' }}>
      <NamedTypeInputs />
    </RecordCreate>
  );
}
