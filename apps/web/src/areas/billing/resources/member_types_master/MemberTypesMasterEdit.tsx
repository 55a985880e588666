import { memberTypeInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { MemberTypesMasterInputs } from './MemberTypesMasterInputs';

export function MemberTypesMasterEdit() {
  return (
    <RecordEdit schema={memberTypeInput}>
      <MemberTypesMasterInputs />
    </RecordEdit>
  );
}
