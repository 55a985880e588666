import { BooleanField, NumberField, SelectField, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { kindChoices } from './AccountsHeadInputs';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function AccountsHeadList() {
  return (
    <ResourceList filters={[activeFilter]}>
      <TextField source="code" />
      <TextField source="name" />
      <SelectField source="kind" choices={kindChoices} />
      <NumberField source="tax_rate_bp" />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
