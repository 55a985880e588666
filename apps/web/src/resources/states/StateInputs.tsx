import { fieldLimits } from '@fairway/contract';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';

export function StateInputs() {
  return (
    <>
      <ReferenceInput source="country_id" reference="countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput isRequired fullWidth />
      </ReferenceInput>
      <TextInput source="name" isRequired slotProps={{ htmlInput: { maxLength: fieldLimits.name } }} fullWidth />
      <TextInput source="code" slotProps={{ htmlInput: { maxLength: fieldLimits.stateCode } }} />
      <BooleanInput source="is_active" />
    </>
  );
}
