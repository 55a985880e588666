import { BooleanInput } from 'react-admin';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function MemberTypesMasterInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="description" />
      <BooleanInput source="is_active" />
    </>
  );
}
