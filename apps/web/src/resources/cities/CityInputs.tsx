import { AutocompleteInput, BooleanInput, maxLength, ReferenceInput, required, TextInput } from 'react-admin';

const stateWithCountry = (state: { name: string; country_name?: string }) =>
  state.country_name ? `${state.name} (${state.country_name})` : state.name;

export function CityInputs() {
  return (
    <>
      <ReferenceInput source="state_id" reference="states" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText={stateWithCountry} validate={required()} fullWidth />
      </ReferenceInput>
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <BooleanInput source="is_active" />
    </>
  );
}
