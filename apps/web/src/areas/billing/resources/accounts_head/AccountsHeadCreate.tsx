import { accountsHeadInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { AccountsHeadInputs } from './AccountsHeadInputs';

export function AccountsHeadCreate() {
  return (
    <RecordCreate schema={accountsHeadInput} defaultValues={{ kind: 'charge', tax_rate_bp: 0, is_active: true }}>
      <AccountsHeadInputs />
    </RecordCreate>
  );
}
