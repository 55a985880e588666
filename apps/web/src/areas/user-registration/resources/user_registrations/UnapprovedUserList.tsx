import { userRegistrationDecision } from '@fairway/contract';
import Button from '@mui/material/Button';
import { NumberField, TextField as RecordTextField, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { DecisionButtons } from '../../../../layout/crud/DecisionButtons';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { decideUserRegistration } from '../../providers/userRegistrationApi';
import type { UserRegistrationRecord } from './RegistrationFields';
import { KindField, PersonField } from './RegistrationFields';

/** Approve (after a confirmation), or Reject with a reason in a dialog: the person is mailed either way. */
function Decision(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRegistrationRecord>();
  const translate = useTranslate();
  const confirm = useConfirm();
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`.trim();
  return (
    <DecisionButtons
      name={name}
      words="fairway.user_registrations"
      schema={userRegistrationDecision}
      record={{ id: record.id }}
      decide={(decision) => decideUserRegistration({ id: record.id, ...decision })}
      beforeApproving={() =>
        confirm({
          title: translate('fairway.user_registrations.approve_title', { name }),
          msg: translate(
            record.is_guest ? 'fairway.user_registrations.approve_guest' : 'fairway.user_registrations.approve_member',
            { name, email: record.email },
          ),
          prefix: '',
        })
      }
    />
  );
}

/** `/unapproved-users`: registrations with a confirmed e-mail and join requests, waiting for the club's admin. */
export function UnapprovedUserList() {
  const translate = useTranslate();
  return (
    <ResourceList
      columnWidths={{ decision: '13rem', email: '15rem', kind: '9rem', declared_handicap_index: '7rem' }}
      headingActions={
        <Button component={RouterLink} to="/user-registrations">
          {translate('fairway.user_registrations.all')}
        </Button>
      }
    >
      <PersonField source="first_name" />
      <RecordTextField source="email" />
      <KindField source="kind" />
      <NumberField source="declared_handicap_index" sortable={false} />
      <ClubDateField source="created_at" withTime />
      <Decision source="decision" sortable={false} />
    </ResourceList>
  );
}
