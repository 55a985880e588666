import { golfCourseInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { GolfCourseInputs } from './GolfCourseInputs';

export function GolfCourseCreate() {
  return (
    <RecordCreate
      schema={golfCourseInput}
      defaultValues={{
        time_zone: 'UTC',
        date_format: 'DD/MM/YYYY',
        distance_unit: 'yards',
        currency: 'USD',
        individual_rounds_enabled: false,
        holes_count: 18,
        status: 'pending',
      }}
    >
      <GolfCourseInputs />
    </RecordCreate>
  );
}
