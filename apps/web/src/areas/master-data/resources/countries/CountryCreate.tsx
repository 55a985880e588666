import { countryInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { CountryInputs } from './CountryInputs';

export function CountryCreate() {
  return (
    <RecordCreate schema={countryInput} defaultValues={{ is_active: true, phone_code: '' }}>
      <CountryInputs />
    </RecordCreate>
  );
}
