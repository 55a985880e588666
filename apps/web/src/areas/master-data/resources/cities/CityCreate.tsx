import { cityInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { CityInputs } from './CityInputs';

export function CityCreate() {
  return (
    <RecordCreate schema={cityInput} defaultValues={{ is_active: true }}>
      <CityInputs />
    </RecordCreate>
  );
}
