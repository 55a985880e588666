import { AutocompleteInput, BooleanInput, maxLength, ReferenceInput, required, TextInput } from 'react-admin';

export function StateInputs() {
  return (
    <>
      <ReferenceInput source="country_id" reference="countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} fullWidth />
      </ReferenceInput>
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="code" validate={maxLength(10)} />
      <BooleanInput source="is_active" />
    </>
  );
}
