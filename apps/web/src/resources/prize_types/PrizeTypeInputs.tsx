import { BooleanInput, maxLength, required, TextInput } from 'react-admin';

export function PrizeTypeInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="description" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <BooleanInput source="is_active" />
    </>
  );
}
