import { fieldLimits } from '@fairway/contract';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';

export function CityInputs() {
  return (
    <>
      <ReferenceInput source="state_id" reference="states" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput isRequired fullWidth />
      </ReferenceInput>
      <TextInput source="name" isRequired slotProps={{ htmlInput: { maxLength: fieldLimits.name } }} fullWidth />
      <BooleanInput source="is_active" />
    </>
  );
}
