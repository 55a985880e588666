import { golfCoursePostInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { GolfCoursePostInputs } from './GolfCoursePostInputs';

export function GolfCoursePostEdit() {
  return (
    <RecordEdit schema={golfCoursePostInput}>
      <GolfCoursePostInputs />
    </RecordEdit>
  );
}
