import { RecordCreate } from '../../layout/crud/RecordForm';
import { CountryInputs } from './CountryInputs';

export function CountryCreate() {
  return (
    <RecordCreate
      resource="countries"
      listPath="/settings/countries"
      defaultValues={{ is_active: true, phone_code: '' }}
    >
      <CountryInputs />
    </RecordCreate>
  );
}
