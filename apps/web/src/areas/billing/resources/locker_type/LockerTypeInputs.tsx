import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function LockerTypeInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="description" />
    </>
  );
}
