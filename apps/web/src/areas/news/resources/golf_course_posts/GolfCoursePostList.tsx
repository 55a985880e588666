import { BooleanField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';

/** `/news-posts`: the club's short notices, pinned first; the current ones show at the top of Club News. */
export function GolfCoursePostList() {
  return (
    <ResourceList>
      <TextField source="title" />
      <BooleanField source="pinned" />
      <ClubDateField source="expires_at" withTime />
      <ClubDateField source="created_at" withTime />
    </ResourceList>
  );
}
