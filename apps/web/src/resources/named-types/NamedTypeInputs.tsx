import { fieldLimits } from '@fairway/contract';
import { BooleanInput, TextInput } from 'react-admin';

/** The fields of a named type (prize types, user types): a name, a description, and whether it is offered. */
export function NamedTypeInputs() {
  return (
    <>
      <TextInput source="name" isRequired slotProps={{ htmlInput: { maxLength: fieldLimits.name } }} fullWidth />
      <TextInput
        source="description"
        slotProps={{ htmlInput: { maxLength: fieldLimits.description } }}
        multiline
        minRows={2}
        fullWidth
      />
      <BooleanInput source="is_active" />
    </>
  );
}
