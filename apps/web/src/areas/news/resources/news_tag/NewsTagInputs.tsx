import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function NewsTagInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="slug" />
    </>
  );
}
