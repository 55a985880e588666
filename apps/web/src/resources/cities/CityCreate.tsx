import { RecordCreate } from '../../layout/crud/RecordForm';
import { CityInputs } from './CityInputs';

export function CityCreate() {
  return (
    <RecordCreate resource="cities" listPath="/settings/cities" defaultValues={{ is_active: true }}>
      <CityInputs />
    </RecordCreate>
  );
}
