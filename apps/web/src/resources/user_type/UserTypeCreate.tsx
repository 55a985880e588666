import { namedTypeInput } from '@fairway/contract';
import { RecordCreate } from '../../layout/crud/RecordForm';
import { NamedTypeInputs } from '../named-types/NamedTypeInputs';

export function UserTypeCreate() {
  return (
    <RecordCreate schema={namedTypeInput} defaultValues={{ is_active: true, description: '' }}>
      <NamedTypeInputs />
    </RecordCreate>
  );
}
