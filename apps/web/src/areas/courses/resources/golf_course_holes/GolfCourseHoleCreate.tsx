import { golfCourseHoleInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { GolfCourseHoleInputs } from './GolfCourseHoleInputs';

export function GolfCourseHoleCreate() {
  return (
    <RecordCreate schema={golfCourseHoleInput} defaultValues={{ name: '', par: 4 }}>
      <GolfCourseHoleInputs />
    </RecordCreate>
  );
}
