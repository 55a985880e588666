import { fieldLimits } from '@fairway/contract';
import { BooleanInput, TextInput } from 'react-admin';

export function UserTypeInputs() {
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
