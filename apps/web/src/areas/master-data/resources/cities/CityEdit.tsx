import { cityInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { CityInputs } from './CityInputs';

export function CityEdit() {
  return (
    <RecordEdit schema={cityInput}>
      <CityInputs />
    </RecordEdit>
  );
}
