import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export function GolfCourseHoleInputs() {
  return (
    <>
      <RecordNumberInput source="number" />
      <RecordTextInput source="name" />
      <RecordNumberInput source="par" />
      <RecordNumberInput source="stroke_index" />
      <RecordNumberInput source="stroke_index_ladies" />
    </>
  );
}
