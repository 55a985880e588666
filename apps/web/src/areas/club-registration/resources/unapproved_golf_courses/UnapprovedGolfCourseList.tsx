import { golfCourseRegistrationDecision } from '@fairway/contract';
import { TextField as RecordTextField, useRecordContext } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { DecisionButtons } from '../../../../layout/crud/DecisionButtons';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { decideGolfCourseRegistration } from '../../providers/clubRegistrationApi';

/** Approve, or Reject with a reason in a dialog: the contact is mailed either way. */
function Decision(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: number; name: string }>();
  if (!record) return null;
  return (
    <DecisionButtons
      name={record.name}
      words="fairway.club_registration"
      schema={golfCourseRegistrationDecision}
      record={{ golf_course_id: record.id }}
      decide={(decision) => decideGolfCourseRegistration({ golf_course_id: record.id, ...decision })}
    />
  );
}

export function UnapprovedGolfCourseList() {
  return (
    <ResourceList columnWidths={{ decision: '13rem', contact_email: '16rem' }}>
      <RecordTextField source="name" />
      <RecordTextField source="address" sortable={false} />
      <RecordTextField source="contact_name" />
      <RecordTextField source="contact_email" sortable={false} />
      <ClubDateField source="created_at" withTime />
      <Decision source="decision" sortable={false} />
    </ResourceList>
  );
}
