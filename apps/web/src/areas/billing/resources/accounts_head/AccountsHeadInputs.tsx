import { accountsHeadKinds } from '@fairway/contract';
import { BooleanInput, SelectInput } from 'react-admin';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export const kindChoices = accountsHeadKinds.map((kind) => ({ id: kind, name: `fairway.billing.kinds.${kind}` }));

export function AccountsHeadInputs() {
  return (
    <>
      <RecordTextInput source="code" />
      <RecordTextInput source="name" />
      <SelectInput source="kind" choices={kindChoices} isRequired />
      <RecordNumberInput source="tax_rate_bp" />
      <BooleanInput source="is_active" />
    </>
  );
}
