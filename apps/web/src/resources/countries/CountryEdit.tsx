import { RecordEdit } from '../../layout/crud/RecordForm';
import { CountryInputs } from './CountryInputs';

export function CountryEdit() {
  return (
    <RecordEdit resource="countries" listPath="/settings/countries">
      <CountryInputs />
    </RecordEdit>
  );
}
