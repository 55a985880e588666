import { RecordEdit } from '../../layout/crud/RecordForm';
import { PrizeTypeInputs } from './PrizeTypeInputs';

export function PrizeTypeEdit() {
  return (
    <RecordEdit resource="prize_types" listPath="/prize_type">
      <PrizeTypeInputs />
    </RecordEdit>
  );
}
