import { golfCourseHoleInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { GolfCourseHoleInputs } from './GolfCourseHoleInputs';

export function GolfCourseHoleEdit() {
  return (
    <RecordEdit schema={golfCourseHoleInput}>
      <GolfCourseHoleInputs />
    </RecordEdit>
  );
}
