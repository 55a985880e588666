import { BooleanInput, maxLength, regex, required, TextInput } from 'react-admin';

const upperCase = (value: string | null) => (value ? value.toUpperCase() : value);

export function CountryInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput
        source="iso_code"
        validate={[required(), regex(/^[A-Z]{2}$/, 'fairway.validation.iso_code')]}
        parse={upperCase}
        slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
      />
      <TextInput
        source="phone_code"
        validate={regex(/^\+\d{1,4}$/, 'fairway.validation.phone_code')}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <BooleanInput source="is_active" />
    </>
  );
}
