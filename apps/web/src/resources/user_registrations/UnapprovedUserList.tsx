import { userRegistrationLimits } from '@fairway/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  NumberField,
  TextField as RecordTextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../../layout/ConfirmDialog';
import { ClubDateField } from '../../layout/club/ClubDateField';
import { ResourceList } from '../../layout/crud/ResourceList';
import { HttpError } from '../../providers/httpClient';
import { decideUserRegistration } from '../../providers/userRegistrationApi';
import type { UserRegistrationRecord } from '.';
import { KindField, PersonField } from './RegistrationFields';

/** Approve (after a confirmation), or Reject with a reason in a dialog: the person is mailed either way. */
function Decision(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRegistrationRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`.trim();

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await decideUserRegistration({ id: record.id, decision, ...(decision === 'reject' ? { reason } : {}) });
      notify(`fairway.user_registrations.${decision === 'approve' ? 'approved' : 'rejected'}`, {
        type: 'success',
        messageArgs: { name },
      });
      setRejecting(false);
      refresh();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as Record<string, unknown> | null) : null;
      if (Array.isArray(body?.reason)) setReasonError(body.reason.join(' '));
      else if (typeof body?.detail === 'string') notify(body.detail, { type: 'error' });
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      if (error instanceof HttpError && error.status === 409) refresh();
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    const confirmed = await confirm({
      title: translate('fairway.user_registrations.approve_title', { name }),
      msg: translate(
        record.is_guest ? 'fairway.user_registrations.approve_guest' : 'fairway.user_registrations.approve_member',
        { name, email: record.email },
      ),
      prefix: '',
    });
    if (confirmed) await decide('approve');
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void approve()}>
        {translate('fairway.user_registrations.approve')}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
        {translate('fairway.user_registrations.reject')}
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('fairway.user_registrations.reject_title', { name })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('fairway.user_registrations.reason')}
            helperText={reasonError ?? translate('fairway.user_registrations.reason_help')}
            error={reasonError !== null}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            required
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: userRegistrationLimits.rejectionReason } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              if (!reason.trim()) setReasonError(translate('fairway.user_registrations.reason_needed'));
              else void decide('reject');
            }}
          >
            {translate('fairway.user_registrations.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
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
