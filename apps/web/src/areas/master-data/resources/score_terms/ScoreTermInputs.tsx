import { BooleanInput } from 'react-admin';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

/** The hole-in-one term has no strokes to par; the server says so under the field when it gets one. */
export function ScoreTermInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <BooleanInput source="is_hole_in_one" />
      <RecordNumberInput source="strokes_to_par" />
      <RecordTextInput source="colour" type="color" />
      <BooleanInput source="is_active" />
    </>
  );
}
