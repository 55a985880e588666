import { golfCoursePostInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { GolfCoursePostInputs } from './GolfCoursePostInputs';

export function GolfCoursePostCreate() {
  return (
    <RecordCreate schema={golfCoursePostInput} defaultValues={{ pinned: false, expires_at: null }}>
      <GolfCoursePostInputs />
    </RecordCreate>
  );
}
