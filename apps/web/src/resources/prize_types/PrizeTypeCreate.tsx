import { RecordCreate } from '../../layout/crud/RecordForm';
import { PrizeTypeInputs } from './PrizeTypeInputs';

export function PrizeTypeCreate() {
  return (
    <RecordCreate resource="prize_types" listPath="/prize_type" defaultValues={{ is_active: true, description: '' }}>
      <PrizeTypeInputs />
    </RecordCreate>
  );
}
