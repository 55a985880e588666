import { BooleanInput } from 'react-admin';
import { RecordTextInput } from './RecordInputs';

/** The fields of a named type (prize types, user types): a name, a description, and whether it is offered. */
export function NamedTypeInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="description" />
      <BooleanInput source="is_active" />
    </>
  );
}
