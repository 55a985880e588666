import { namedTypeInput } from '@fairway/contract';
import { RecordEdit } from '../../layout/crud/RecordForm';
import { PrizeTypeInputs } from './PrizeTypeInputs';

export function PrizeTypeEdit() {
  return (
    <RecordEdit schema={namedTypeInput}>
      <PrizeTypeInputs />
    </RecordEdit>
  );
}
