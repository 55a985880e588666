import { BooleanInput } from 'react-admin';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

const upperCase = (value: string | null) => (value ? value.toUpperCase() : value);

export function CountryInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput
        source="iso_code"
        parse={upperCase}
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
      <RecordTextInput source="phone_code" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <BooleanInput source="is_active" />
    </>
  );
}
