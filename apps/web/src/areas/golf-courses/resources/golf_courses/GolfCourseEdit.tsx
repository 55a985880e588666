import { golfCourseInput } from '@fairway/contract';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { GolfCourseInputs, GolfCourseRatingsPlace } from './GolfCourseInputs';

/** A club is never deleted: a super admin rejects it instead. */
export function GolfCourseEdit() {
  return (
    <RecordEdit schema={golfCourseInput} deletable={false}>
      <GolfCourseInputs />
      <GolfCourseRatingsPlace />
    </RecordEdit>
  );
}
