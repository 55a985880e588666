import { countryInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { CountryInputs } from './CountryInputs';

export function CountryEdit() {
  return (
    <RecordEdit schema={countryInput}>
      <CountryInputs />
    </RecordEdit>
  );
}
