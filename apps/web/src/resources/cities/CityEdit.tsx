import { RecordEdit } from '../../layout/crud/RecordForm';
import { CityInputs } from './CityInputs';

export function CityEdit() {
  return (
    <RecordEdit resource="cities" listPath="/settings/cities">
      <CityInputs />
    </RecordEdit>
  );
}
