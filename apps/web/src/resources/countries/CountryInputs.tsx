import { fieldLimits } from '@fairway/contract';
import { BooleanInput, TextInput } from 'react-admin';

const upperCase = (value: string | null) => (value ? value.toUpperCase() : value);

export function CountryInputs() {
  return (
    <>
      <TextInput source="name" isRequired slotProps={{ htmlInput: { maxLength: fieldLimits.name } }} fullWidth />
      <TextInput
        source="iso_code"
        isRequired
        parse={upperCase}
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
      <TextInput source="phone_code" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <BooleanInput source="is_active" />
    </>
  );
}
