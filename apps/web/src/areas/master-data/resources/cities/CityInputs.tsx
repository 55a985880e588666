import { BooleanInput } from 'react-admin';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function CityInputs() {
  return (
    <>
      <RecordReferenceInput source="state_id" reference="states" />
      <RecordTextInput source="name" />
      <BooleanInput source="is_active" />
    </>
  );
}
