import { BooleanInput } from 'react-admin';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ExpiryInput } from './ExpiryInput';

export function GolfCoursePostInputs() {
  return (
    <>
      <RecordTextInput source="title" />
      <RecordTextInput source="body" multiline minRows={3} />
      <BooleanInput source="pinned" />
      <ExpiryInput source="expires_at" />
    </>
  );
}
