import { registrationLimits } from '@fairway/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TextField as RecordTextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ClubDateField } from '../../layout/club/ClubDateField';
import { ResourceList } from '../../layout/crud/ResourceList';
import { decideGolfCourseRegistration } from '../../providers/clubRegistrationApi';
import { HttpError } from '../../providers/httpClient';

/** Approve, or Reject with a reason in a dialog: the contact is mailed either way. */
function Decision(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: number; name: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await decideGolfCourseRegistration({
        golf_course_id: record.id,
        decision,
        ...(decision === 'reject' ? { reason } : {}),
      });
      notify(`fairway.club_registration.${decision === 'approve' ? 'approved' : 'rejected'}`, {
        type: 'success',
        messageArgs: { name: record.name },
      });
      setRejecting(false);
      refresh();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as Record<string, string[]> | null) : null;
      if (body?.reason) setReasonError(body.reason.join(' '));
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void decide('approve')}>
        {translate('fairway.club_registration.approve')}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
        {translate('fairway.club_registration.reject')}
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('fairway.club_registration.reject_title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('fairway.club_registration.reason')}
            helperText={reasonError ?? translate('fairway.club_registration.reason_help')}
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
            slotProps={{ htmlInput: { maxLength: registrationLimits.rejectionReason } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              if (!reason.trim()) setReasonError(translate('fairway.club_registration.reason_needed'));
              else void decide('reject');
            }}
          >
            {translate('fairway.club_registration.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
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
