import { BooleanInput } from 'react-admin';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function StateInputs() {
  return (
    <>
      <RecordReferenceInput source="country_id" reference="countries" />
      <RecordTextInput source="name" />
      <RecordTextInput source="code" />
      <BooleanInput source="is_active" />
    </>
  );
}
