import { RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function NewsCategoryInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="slug" />
    </>
  );
}
