import { accountsHeadInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { AccountsHeadInputs } from './AccountsHeadInputs';

export function AccountsHeadEdit() {
  return (
    <RecordEdit schema={accountsHeadInput}>
      <AccountsHeadInputs />
    </RecordEdit>
  );
}
